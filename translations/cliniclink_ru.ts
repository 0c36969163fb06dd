<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AddressPolicy</name>
    <message>
        <source>Production accepts only https:// addresses: over plain http the access token and patients&apos; data would travel unencrypted.</source>
        <translation>Рабочая среда принимает только адреса https://: по обычному http токен доступа и данные пациентов передавались бы без шифрования.</translation>
    </message>
    <message>
        <source>Remove the user name and password from the address: tokens are entered in their own fields.</source>
        <translation>Уберите имя пользователя и пароль из адреса: токены вводятся в своих полях.</translation>
    </message>
    <message>
        <source>Enter an address that starts with http:// or https://, for example https://api.example.ru</source>
        <translation>Введите адрес, начинающийся с http:// или https://, например https://api.example.ru</translation>
    </message>
    <message>
        <source>Plain http: the access token and the data travel unencrypted. Use https:// unless this network is trusted.</source>
        <translation>Обычный http: токен доступа и данные передаются без шифрования. Используйте https://, если эта сеть не доверенная.</translation>
    </message>
    <message>
        <source>unencrypted http: %1</source>
        <translation>http без шифрования: %1</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>The service &quot;%1&quot; is not set up for this environment: %2</source>
        <translation>Сервис «%1» не настроен для этой среды: %2</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not answer in time. Check the network and try again.</source>
        <translation>Сервис «%1» не ответил вовремя. Проверьте сеть и повторите попытку.</translation>
    </message>
    <message>
        <source>Could not connect to the service &quot;%1&quot;: the server refused the connection.</source>
        <translation>Не удалось подключиться к сервису «%1»: сервер отклонил подключение.</translation>
    </message>
    <message>
        <source>The server of the service &quot;%1&quot; was not found. Check the address in the settings.</source>
        <translation>Сервер сервиса «%1» не найден. Проверьте адрес в настройках.</translation>
    </message>
    <message>
        <source>The secure connection to the service &quot;%1&quot; could not be verified, so nothing was sent: %2</source>
        <translation>Не удалось проверить защищённое соединение с сервисом «%1», поэтому данные не отправлены: %2</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Запрос отменён.</translation>
    </message>
    <message>
        <source>Too many requests to the service &quot;%1&quot;. It can be tried again at %2.</source>
        <translation>Слишком много запросов к сервису «%1». Повторить запрос можно в %2.</translation>
    </message>
    <message>
        <source>Too many requests to the service &quot;%1&quot;. Wait a minute and try again.</source>
        <translation>Слишком много запросов к сервису «%1». Подождите минуту и повторите попытку.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; sent an answer that could not be read.</source>
        <translation>Сервис «%1» прислал ответ, который не удалось прочитать.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not accept the access token or the organization. Check them in the settings.</source>
        <translation>Сервис «%1» не принял токен доступа или организацию. Проверьте их в настройках.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; denied access to this record.</source>
        <translation>Сервис «%1» отказал в доступе к этой записи.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not find what was asked for.</source>
        <translation>Сервис «%1» не нашёл запрошенные данные.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; failed (HTTP %2). Try again later.</source>
        <translation>Сбой сервиса «%1» (HTTP %2). Повторите попытку позже.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; refused the request (HTTP %2).</source>
        <translation>Сервис «%1» отклонил запрос (HTTP %2).</translation>
    </message>
    <message>
        <source>no address is set</source>
        <translation>не указан адрес</translation>
    </message>
    <message>
        <source>no access token is set</source>
        <translation>не указан токен доступа</translation>
    </message>
    <message>
        <source>no organization is set</source>
        <translation>не указана организация</translation>
    </message>
    <message>
        <source>The connection to the service &quot;%1&quot; closed before the answer came. The request may have reached the service.</source>
        <translation>Соединение с сервисом «%1» закрылось до получения ответа. Запрос мог дойти до сервиса.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; sent an incomplete answer. The request may have reached the service.</source>
        <translation>Сервис «%1» прислал неполный ответ. Запрос мог дойти до сервиса.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; redirected the request to an address that is not allowed, so it was not followed.</source>
        <translation>Сервис «%1» перенаправил запрос на недопустимый адрес, поэтому перенаправление не выполнено.</translation>
    </message>
    <message>
        <source>The connection to the service &quot;%1&quot; failed. The request may have reached the service.</source>
        <translation>Сбой соединения с сервисом «%1». Запрос мог дойти до сервиса.</translation>
    </message>
    <message>
        <source>The connection to the service &quot;%1&quot; failed before the request was sent.</source>
        <translation>Не удалось соединиться с сервисом «%1»; запрос не был отправлен.</translation>
    </message>
    <message>
        <source>the sandbox is not running</source>
        <translation>песочница не запущена</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; sent the request on to another address, %2. It was not followed, so neither the access token nor the data went there. Check the address in the settings.</source>
        <translation>Сервис «%1» перенаправил запрос на другой адрес, %2. Перенаправление не выполнено, поэтому ни токен доступа, ни данные туда не ушли. Проверьте адрес в настройках.</translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; could not prepare a PDF (HTTP %2).</source>
        <translation>Сервис «%1» не смог подготовить PDF (HTTP %2).</translation>
    </message>
    <message>
        <source>Nothing was sent to the service &quot;%1&quot;, because it could not be recorded in the journal first. %2</source>
        <translation>В сервис «%1» ничего не отправлено: запрос не удалось сначала записать в журнал. %2</translation>
    </message>
</context>
<context>
    <name>BulkExport</name>
    <message>
        <source>Column %1</source>
        <translation>Колонка %1</translation>
    </message>
    <message>
        <source>Found SNILS</source>
        <translation>Найденный СНИЛС</translation>
    </message>
    <message>
        <source>SNILS valid</source>
        <translation>СНИЛС верен</translation>
    </message>
    <message>
        <source>ENP</source>
        <translation>ЕНП</translation>
    </message>
    <message>
        <source>Insurer</source>
        <translation>Страховая организация</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Регион</translation>
    </message>
    <message>
        <source>Policy start date</source>
        <translation>Дата начала полиса</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>BulkFields</name>
    <message>
        <source>Family name</source>
        <translation>Фамилия</translation>
    </message>
    <message>
        <source>First name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Patronymic</source>
        <translation>Отчество</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Дата рождения</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Пол</translation>
    </message>
    <message>
        <source>Document type</source>
        <translation>Тип документа</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Issue date</source>
        <translation>Дата выдачи</translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation>Кем выдан</translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation>СНИЛС</translation>
    </message>
    <message>
        <source>Write the date as ДД.ММ.ГГГГ or ГГГГ-ММ-ДД.</source>
        <translation>Запишите дату как ДД.ММ.ГГГГ или ГГГГ-ММ-ДД.</translation>
    </message>
    <message>
        <source>Write 1 or М (male), 2 or Ж (female).</source>
        <translation>Укажите 1 или М (мужской), 2 или Ж (женский).</translation>
    </message>
    <message>
        <source>The row has %1 columns, the header only %2: check that its cells are in their columns and clear the cells past the header.</source>
        <translation>Колонок в строке: %1, а в заголовке: %2. Проверьте, что ячейки стоят в своих колонках, и очистите ячейки правее заголовка.</translation>
    </message>
    <message>
        <source>Unknown document type «%1»: write its code (1 for a passport) or name, or say once what it means for the whole column.</source>
        <translation>Неизвестный тип документа «%1»: укажите его код (1 — паспорт) или название либо один раз выберите, что он означает, для всей колонки.</translation>
    </message>
</context>
<context>
    <name>BulkRowState</name>
    <message>
        <source>Needs fixing</source>
        <translation>Нужно исправить</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Ожидает</translation>
    </message>
    <message>
        <source>Sending</source>
        <translation>Отправляется</translation>
    </message>
    <message>
        <source>May have gone</source>
        <translation>Возможно, ушла</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>В обработке</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Не удалось</translation>
    </message>
</context>
<context>
    <name>CaBundle</name>
    <message>
        <source>The CA file %1 cannot be read: %2</source>
        <translation>Файл сертификатов УЦ %1 не читается: %2</translation>
    </message>
    <message>
        <source>The file %1 holds no certificate in PEM or DER form.</source>
        <translation>В файле %1 нет сертификата в форме PEM или DER.</translation>
    </message>
</context>
<context>
    <name>CsvText</name>
    <message>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <source>This is an Excel workbook, not a CSV file. In Excel choose &quot;Save as&quot; and the type &quot;CSV (разделители — точка с запятой)&quot;, then open that file.</source>
        <translation>Это книга Excel, а не файл CSV. В Excel выберите «Сохранить как» и тип «CSV (разделители — точка с запятой)», затем откройте этот файл.</translation>
    </message>
    <message>
        <source>This is not a CSV text file. Save the table from the spreadsheet as CSV and open that file.</source>
        <translation>Это не текстовый файл CSV. Сохраните таблицу из редактора таблиц в формате CSV и откройте этот файл.</translation>
    </message>
    <message>
        <source>Line %1: a quoted cell is not closed, so the rest of the file cannot be read. Check the quotes in that line.</source>
        <translation>Строка %1: ячейка в кавычках не закрыта, поэтому остаток файла прочитать нельзя. Проверьте кавычки в этой строке.</translation>
    </message>
    <message>
        <source>The file has no rows.</source>
        <translation>В файле нет строк.</translation>
    </message>
</context>
<context>
    <name>DataSize</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n байт</numerusform>
            <numerusform>%n байта</numerusform>
            <numerusform>%n байт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 КБ</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 МБ</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
</context>
<context>
    <name>Enrichment</name>
    <message>
        <source>Find SNILS</source>
        <translation>Поиск СНИЛС</translation>
    </message>
    <message>
        <source>Check SNILS</source>
        <translation>Проверка СНИЛС</translation>
    </message>
    <message>
        <source>Find policy (ENP)</source>
        <translation>Поиск полиса (ЕНП)</translation>
    </message>
    <message>
        <source>Passport of the Russian Federation</source>
        <translation>Паспорт гражданина Российской Федерации</translation>
    </message>
    <message>
        <source>Birth certificate</source>
        <translation>Свидетельство о рождении</translation>
    </message>
    <message>
        <source>Seaman&apos;s passport</source>
        <translation>Паспорт моряка</translation>
    </message>
    <message>
        <source>Military ID</source>
        <translation>Военный билет</translation>
    </message>
    <message>
        <source>Residence permit</source>
        <translation>Вид на жительство</translation>
    </message>
    <message>
        <source>USSR passport</source>
        <translation>Паспорт гражданина СССР</translation>
    </message>
    <message>
        <source>International passport of the Russian Federation</source>
        <translation>Заграничный паспорт гражданина Российской Федерации</translation>
    </message>
</context>
<context>
    <name>EnrichmentValidation</name>
    <message>
        <source>Required.</source>
        <translation>Обязательное поле.</translation>
    </message>
    <message numerus="yes">
        <source>At most %n character(s); now %1.</source>
        <translation>
            <numerusform>Не более %n символа; сейчас %1.</numerusform>
            <numerusform>Не более %n символов; сейчас %1.</numerusform>
            <numerusform>Не более %n символов; сейчас %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only letters, spaces, hyphens, apostrophes and dots.</source>
        <translation>Допускаются только буквы, пробелы, дефисы, апострофы и точки.</translation>
    </message>
    <message>
        <source>The date cannot be in the future.</source>
        <translation>Дата не может быть в будущем.</translation>
    </message>
    <message>
        <source>The date is too far in the past.</source>
        <translation>Слишком ранняя дата.</translation>
    </message>
    <message>
        <source>A SNILS has 11 digits.</source>
        <translation>СНИЛС состоит из 11 цифр.</translation>
    </message>
    <message>
        <source>Only digits (spaces and dashes are allowed between them).</source>
        <translation>Только цифры (между ними допускаются пробелы и дефисы).</translation>
    </message>
    <message>
        <source>The check digits do not match: the number is mistyped. Check it against the document.</source>
        <translation>Контрольное число не совпадает: в номере опечатка. Сверьте его с документом.</translation>
    </message>
    <message>
        <source>&quot;No patronymic&quot; is ticked: clear the field or untick it.</source>
        <translation>Отмечено «Нет отчества»: очистите поле или снимите отметку.</translation>
    </message>
    <message>
        <source>Choose the sex.</source>
        <translation>Укажите пол.</translation>
    </message>
    <message>
        <source>Choose the type of the identity document.</source>
        <translation>Выберите тип документа, удостоверяющего личность.</translation>
    </message>
    <message>
        <source>Type the series without spaces.</source>
        <translation>Введите серию без пробелов.</translation>
    </message>
    <message>
        <source>Type the number without spaces.</source>
        <translation>Введите номер без пробелов.</translation>
    </message>
    <message>
        <source>A Russian passport series has 4 digits.</source>
        <translation>Серия паспорта РФ состоит из 4 цифр.</translation>
    </message>
    <message>
        <source>The document cannot be issued before the birth date.</source>
        <translation>Дата выдачи документа не может быть раньше даты рождения.</translation>
    </message>
</context>
<context>
    <name>Environment</name>
    <message>
        <source>Sandbox</source>
        <translation>Песочница</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Тестовая</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Промышленная</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Пользовательская</translation>
    </message>
</context>
<context>
    <name>EnvironmentDraft</name>
    <message>
        <source>Enter an address that starts with http:// or https://, for example https://api.example.ru</source>
        <translation>Введите адрес, начинающийся с http:// или https://, например https://api.example.ru</translation>
    </message>
    <message>
        <source>The address has no server name.</source>
        <translation>В адресе не указано имя сервера.</translation>
    </message>
    <message>
        <source>Enter the base address only, without ? or # parts.</source>
        <translation>Введите только базовый адрес, без частей после ? или #.</translation>
    </message>
    <message>
        <source>The organization identifier is a UUID: 32 hexadecimal digits in groups 8-4-4-4-12.</source>
        <translation>Идентификатор организации — это UUID: 32 шестнадцатеричные цифры в группах 8-4-4-4-12.</translation>
    </message>
    <message>
        <source>An OID is numbers separated by dots, such as 1.2.643.5.1.13.</source>
        <translation>OID — это числа, разделённые точками, например 1.2.643.5.1.13.</translation>
    </message>
    <message>
        <source>A SNILS has 11 digits.</source>
        <translation>СНИЛС состоит из 11 цифр.</translation>
    </message>
    <message>
        <source>A SNILS contains digits only (spaces and dashes are allowed).</source>
        <translation>СНИЛС содержит только цифры (допускаются пробелы и дефисы).</translation>
    </message>
    <message>
        <source>The check digits do not match: the number is mistyped. Check it against the document.</source>
        <translation>Контрольное число не совпадает: в номере опечатка. Сверьте его с документом.</translation>
    </message>
    <message>
        <source>Enter one word of Latin letters and digits; the platform uses N3.</source>
        <translation>Введите одно слово из латинских букв и цифр; платформа использует N3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name. Enter names such as sign.example.ru, separated by commas.</source>
        <translation>«%1» — не имя хоста. Введите имена вроде sign.example.ru через запятую.</translation>
    </message>
    <message>
        <source>Subject: %1
Issuer: %2
Valid from %3 to %4
SHA-256: %5</source>
        <translation>Субъект: %1
Издатель: %2
Действителен с %3 по %4
SHA-256: %5</translation>
    </message>
    <message>
        <source>Remove the password from the address: ClinicLink keeps it in the keychain.</source>
        <translation>Уберите пароль из адреса: ClinicLink хранит его в системном хранилище паролей.</translation>
    </message>
    <message>
        <source>Enter an address such as postgresql://registrar@db.clinic.local/cliniclink, or leave it empty.</source>
        <translation>Введите адрес вида postgresql://registrar@db.clinic.local/cliniclink или оставьте поле пустым.</translation>
    </message>
</context>
<context>
    <name>FormDraftStore</name>
    <message>
        <source>The form could not be kept in the journal: %1</source>
        <translation>Не удалось сохранить форму в журнале: %1</translation>
    </message>
</context>
<context>
    <name>LabAreas</name>
    <message>
        <source>Laboratory</source>
        <translation>Лаборатория</translation>
    </message>
</context>
<context>
    <name>LabValidation</name>
    <message>
        <source>The code %1 is not in dictionary %2 version %3.</source>
        <translation>Кода %1 нет в справочнике %2 версии %3.</translation>
    </message>
    <message>
        <source>Enter the order number.</source>
        <translation>Укажите номер заявки.</translation>
    </message>
    <message>
        <source>Choose a patient registered in the lab.</source>
        <translation>Выберите пациента, зарегистрированного в лаборатории.</translation>
    </message>
    <message>
        <source>The ordering practitioner needs an id and a family name.</source>
        <translation>Для направившего врача нужны идентификатор и фамилия.</translation>
    </message>
    <message>
        <source>Choose the laboratory.</source>
        <translation>Выберите лабораторию.</translation>
    </message>
    <message>
        <source>Choose at least one service.</source>
        <translation>Выберите хотя бы одну услугу.</translation>
    </message>
    <message>
        <source>Choose the specimen type.</source>
        <translation>Выберите тип биоматериала.</translation>
    </message>
    <message>
        <source>Choose the container.</source>
        <translation>Выберите контейнер.</translation>
    </message>
    <message>
        <source>Choose the diagnosis (ICD-10).</source>
        <translation>Выберите диагноз (МКБ-10).</translation>
    </message>
    <message>
        <source>Choose the encounter type.</source>
        <translation>Выберите тип случая обслуживания.</translation>
    </message>
    <message>
        <source>Choose the payment type.</source>
        <translation>Выберите вид оплаты.</translation>
    </message>
    <message>
        <source>Enter the tube barcode.</source>
        <translation>Укажите штрихкод пробирки.</translation>
    </message>
    <message>
        <source>A barcode is 4 to 30 digits or Latin letters.</source>
        <translation>Штрихкод — от 4 до 30 цифр или латинских букв.</translation>
    </message>
    <message>
        <source>Enter when the specimen was taken.</source>
        <translation>Укажите время взятия биоматериала.</translation>
    </message>
    <message>
        <source>The specimen cannot be taken in the future.</source>
        <translation>Время взятия не может быть в будущем.</translation>
    </message>
    <message>
        <source>The specimen was taken more than a week ago.</source>
        <translation>Биоматериал взят больше недели назад.</translation>
    </message>
    <message>
        <source>A supporting observation needs a positive value.</source>
        <translation>Для дополнительного показателя нужно положительное значение.</translation>
    </message>
    <message>
        <source>Enter the patient&apos;s id in the MIS.</source>
        <translation>Укажите идентификатор пациента в МИС.</translation>
    </message>
    <message>
        <source>Enter the family name.</source>
        <translation>Укажите фамилию.</translation>
    </message>
    <message>
        <source>Enter the given name.</source>
        <translation>Укажите имя.</translation>
    </message>
    <message>
        <source>Choose the gender.</source>
        <translation>Выберите пол.</translation>
    </message>
    <message>
        <source>Enter the date of birth.</source>
        <translation>Укажите дату рождения.</translation>
    </message>
    <message>
        <source>The date of birth cannot be in the future.</source>
        <translation>Дата рождения не может быть в будущем.</translation>
    </message>
    <message>
        <source>The SNILS check digits do not match.</source>
        <translation>Контрольное число СНИЛС не совпадает.</translation>
    </message>
    <message>
        <source>The code %1 is not in dictionary %2.</source>
        <translation>Кода %1 нет в справочнике %2.</translation>
    </message>
</context>
<context>
    <name>LinkPolicy</name>
    <message>
        <source>The platform sent a link that does not lead to the signing service, so it was not opened: %1. Open it yourself only if you trust it.</source>
        <translation>Платформа прислала ссылку, которая ведёт не на сервис подписания, поэтому она не открыта: %1. Открывайте её сами, только если доверяете ей.</translation>
    </message>
</context>
<context>
    <name>Prescription</name>
    <message>
        <source>Enter the prescription&apos;s identifier in the MIS.</source>
        <translation>Введите идентификатор рецепта в МИС.</translation>
    </message>
    <message>
        <source>The identifier is too long (at most 255 characters).</source>
        <translation>Идентификатор слишком длинный (не более 255 символов).</translation>
    </message>
    <message>
        <source>Accepted; waiting to be sent to the registry</source>
        <translation>Принят, ожидает передачи в реестр</translation>
    </message>
    <message>
        <source>Sent to the registry; waiting for its answer</source>
        <translation>Передан в реестр, ожидается ответ</translation>
    </message>
    <message>
        <source>Failed the format checks</source>
        <translation>Не прошёл форматно-логический контроль</translation>
    </message>
    <message>
        <source>Could not be passed to the registry</source>
        <translation>Не удалось передать в реестр</translation>
    </message>
    <message>
        <source>Registered in the registry</source>
        <translation>Зарегистрирован в реестре</translation>
    </message>
    <message>
        <source>The registry refused to register it</source>
        <translation>Реестр отказал в регистрации</translation>
    </message>
    <message>
        <source>Unknown status</source>
        <translation>Неизвестный статус</translation>
    </message>
    <message>
        <source>Annulled in the registry</source>
        <translation>Аннулирован в реестре</translation>
    </message>
</context>
<context>
    <name>PrescriptionErrors</name>
    <message>
        <source>The platform did not receive the prescription&apos;s identifier in the MIS. Enter it and ask again.</source>
        <translation>Платформа не получила идентификатор рецепта в МИС. Введите его и повторите запрос.</translation>
    </message>
    <message>
        <source>The platform did not receive the organization&apos;s code. Set the organization of this environment in the settings and ask again.</source>
        <translation>Платформа не получила код организации. Укажите организацию этой среды в настройках и повторите запрос.</translation>
    </message>
    <message>
        <source>The platform did not receive the data source of the prescription (IdDataSource), which the workstation always sends. Tell the support service; the request was not carried out.</source>
        <translation>Платформа не получила источник данных рецепта (IdDataSource), хотя рабочее место всегда его отправляет. Сообщите в службу поддержки; запрос не выполнен.</translation>
    </message>
    <message>
        <source>The platform did not accept the prescription&apos;s identifier. Check it against the MIS: it is the document&apos;s identifier there, at most 255 characters.</source>
        <translation>Платформа не приняла идентификатор рецепта. Сверьте его с МИС: это идентификатор документа в МИС, не длиннее 255 символов.</translation>
    </message>
    <message>
        <source>The platform did not accept the organization&apos;s code: it must be the organization&apos;s UUID. Correct the organization of this environment in the settings.</source>
        <translation>Платформа не приняла код организации: это должен быть UUID организации. Исправьте организацию этой среды в настройках.</translation>
    </message>
    <message>
        <source>The platform did not accept the data source of the prescription (IdDataSource). Tell the support service; the request was not carried out.</source>
        <translation>Платформа не приняла источник данных рецепта (IdDataSource). Сообщите в службу поддержки; запрос не выполнен.</translation>
    </message>
    <message>
        <source>The organization of this environment is not in the platform&apos;s dictionary of organizations. Check the organization&apos;s code in the settings against the one the platform issued.</source>
        <translation>Организации этой среды нет в справочнике организаций платформы. Сверьте код организации в настройках с кодом, который выдала платформа.</translation>
    </message>
    <message>
        <source>The platform has no upload of a prescription with this identifier for this organization. Check the identifier; if it is right, the prescription has not reached the platform yet: upload it from the MIS.</source>
        <translation>На платформе нет выгрузки рецепта с этим идентификатором для этой организации. Проверьте идентификатор; если он верен, рецепт ещё не поступил на платформу: выгрузите его из МИС.</translation>
    </message>
    <message>
        <source>This prescription was annulled earlier: there is nothing left to cancel. Check its status to see the annulment.</source>
        <translation>Этот рецепт уже аннулирован ранее: отменять больше нечего. Запросите его статус, чтобы увидеть аннулирование.</translation>
    </message>
    <message>
        <source>The platform could not pass the annulment on to the prescription registry (a technical error on its side). Nothing was annulled: cancel again in a few minutes.</source>
        <translation>Платформа не смогла передать аннулирование в реестр рецептов (техническая ошибка на её стороне). Ничего не аннулировано: повторите отмену через несколько минут.</translation>
    </message>
    <message>
        <source>The platform has no active prescription with this identifier, so there is nothing to cancel. Check the identifier and the prescription&apos;s status.</source>
        <translation>На платформе нет действующего рецепта с этим идентификатором, поэтому отменять нечего. Проверьте идентификатор и статус рецепта.</translation>
    </message>
    <message>
        <source>This prescription has not been registered in the registry yet (it has no registry number), so it cannot be annulled. Check its status and cancel once it is registered.</source>
        <translation>Этот рецепт ещё не зарегистрирован в реестре (у него нет номера в реестре), поэтому его нельзя аннулировать. Проверьте статус и отмените рецепт после регистрации.</translation>
    </message>
    <message>
        <source>The platform holds several active uploads of this prescription and cannot tell which to annul. Nothing was annulled: ask the platform&apos;s support to leave one active upload, then cancel again.</source>
        <translation>На платформе несколько действующих выгрузок этого рецепта, и она не может определить, какую аннулировать. Ничего не аннулировано: попросите поддержку платформы оставить одну действующую выгрузку, затем повторите отмену.</translation>
    </message>
</context>
<context>
    <name>PrivateFiles</name>
    <message>
        <source>The file could not be made readable by its owner only.</source>
        <translation>Не удалось закрыть файл от других пользователей компьютера: доступ к нему должен быть только у вас.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>File Folder</source>
        <comment>Match Windows Explorer</comment>
        <translation>Папка с файлами</translation>
    </message>
    <message>
        <source>Alias</source>
        <comment>macOS Finder</comment>
        <translation>Псевдоним</translation>
    </message>
</context>
<context>
    <name>Questionnaire</name>
    <message>
        <source>Yes or no</source>
        <translation>Да или нет</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>One of the options</source>
        <translation>Один из вариантов</translation>
    </message>
    <message>
        <source>Several options</source>
        <translation>Несколько вариантов</translation>
    </message>
    <message>
        <source>Drop-down list</source>
        <translation>Выпадающий список</translation>
    </message>
    <message>
        <source>Add at least one question.</source>
        <translation>Добавьте хотя бы один вопрос.</translation>
    </message>
    <message>
        <source>Question %1 has no text.</source>
        <translation>У вопроса %1 нет текста.</translation>
    </message>
    <message>
        <source>Question %1 needs an id of its own.</source>
        <translation>Вопросу %1 нужен собственный идентификатор.</translation>
    </message>
    <message>
        <source>Question %1 needs at least two options, each with a text.</source>
        <translation>Вопросу %1 нужно не меньше двух вариантов, у каждого — текст.</translation>
    </message>
    <message>
        <source>Patient app (free)</source>
        <translation>Приложение пациента (бесплатно)</translation>
    </message>
    <message>
        <source>E-mail (free)</source>
        <translation>Эл. почта (бесплатно)</translation>
    </message>
    <message>
        <source>SMS (paid)</source>
        <translation>СМС (платно)</translation>
    </message>
    <message>
        <source>Chat-bot (paid)</source>
        <translation>Чат-бот (платно)</translation>
    </message>
    <message>
        <source>Choose at least one channel.</source>
        <translation>Выберите хотя бы один канал.</translation>
    </message>
    <message>
        <source>SMS and the chat-bot reach only a Russian mobile number +7 9XX XXX-XX-XX.</source>
        <translation>СМС и чат-бот доходят только на российский мобильный номер +7 9XX XXX-XX-XX.</translation>
    </message>
    <message>
        <source>E-mail needs the patient&apos;s address.</source>
        <translation>Для эл. почты нужен адрес пациента.</translation>
    </message>
</context>
<context>
    <name>RegistrarAreas</name>
    <message>
        <source>Enrichment</source>
        <translation>Обогащение данных</translation>
    </message>
    <message>
        <source>Prescriptions</source>
        <translation>Рецепты</translation>
    </message>
    <message>
        <source>Patient lists</source>
        <translation>Списки пациентов</translation>
    </message>
</context>
<context>
    <name>SendOutcomeView</name>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation>Не отправлено: %1</translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: it may have gone. Look before sending it again.</source>
        <translation>Ответ платформы не пришёл: отправленное, возможно, дошло. Проверьте, прежде чем отправлять снова.</translation>
    </message>
    <message>
        <source>May have gone</source>
        <translation>Возможно, ушло</translation>
    </message>
</context>
<context>
    <name>Service</name>
    <message>
        <source>Patient data enrichment</source>
        <translation>Обогащение данных пациента</translation>
    </message>
    <message>
        <source>Prescription registration</source>
        <translation>Регистрация рецептов</translation>
    </message>
    <message>
        <source>Laboratory exchange</source>
        <translation>Лабораторный обмен</translation>
    </message>
    <message>
        <source>Terminology</source>
        <translation>НСИ (справочники)</translation>
    </message>
    <message>
        <source>Electronic signature</source>
        <translation>Электронная подпись</translation>
    </message>
</context>
<context>
    <name>SignerCommand</name>
    <message>
        <source>CryptoPro CSP (cryptcp)</source>
        <translation>КриптоПро CSP (cryptcp)</translation>
    </message>
    <message>
        <source>OpenSSL (test certificates)</source>
        <translation>OpenSSL (тестовые сертификаты)</translation>
    </message>
    <message>
        <source>Own command</source>
        <translation>Своя команда</translation>
    </message>
    <message>
        <source>The signer wrote an empty signature file.</source>
        <translation>Программа подписи записала пустой файл подписи.</translation>
    </message>
    <message>
        <source>The signer&apos;s file is not a detached CMS signature (DER, PEM or base64).</source>
        <translation>Файл программы подписи — не отсоединённая подпись CMS (DER, PEM или base64).</translation>
    </message>
</context>
<context>
    <name>Signing</name>
    <message>
        <source>SMS</source>
        <translation>СМС</translation>
    </message>
    <message>
        <source>Chat-bot</source>
        <translation>Чат-бот</translation>
    </message>
    <message>
        <source>Patient app</source>
        <translation>Приложение для пациентов</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Кошелёк</translation>
    </message>
    <message>
        <source>A text message with a link and a code to the patient&apos;s mobile phone.</source>
        <translation>СМС со ссылкой и кодом на мобильный телефон пациента.</translation>
    </message>
    <message>
        <source>The link comes in the clinic&apos;s chat-bot (or its mini-app) where the patient talks to the clinic.</source>
        <translation>Ссылка приходит в чат-бот клиники (или его мини-приложение), в котором пациент общается с клиникой.</translation>
    </message>
    <message>
        <source>The patient application; a patient not registered there gets a text message instead.</source>
        <translation>Приложение для пациентов; пациент, не зарегистрированный в нём, вместо этого получит СМС.</translation>
    </message>
    <message>
        <source>The patient&apos;s wallet (resend only).</source>
        <translation>Кошелёк пациента (только при повторной отправке).</translation>
    </message>
    <message>
        <source>If the earlier delivery was not by text message, the earlier dispatch is released from billing and the new channel is billed; if it was by text message, each message sent is billed.</source>
        <translation>Если ранее ссылка была доставлена не по СМС, предыдущая отправка не тарифицируется, а тарифицируется новый способ доставки; если по СМС — тарифицируется каждое отправленное сообщение.</translation>
    </message>
    <message>
        <source>Sent, waiting for signatures</source>
        <translation>Отправлено, ожидаются подписи</translation>
    </message>
    <message>
        <source>Signed by everyone, processing</source>
        <translation>Подписано всеми, обрабатывается</translation>
    </message>
    <message>
        <source>Signed in part, processing</source>
        <translation>Подписано частично, обрабатывается</translation>
    </message>
    <message>
        <source>Completed: signed by everyone</source>
        <translation>Завершено: подписано всеми</translation>
    </message>
    <message>
        <source>Completed: not signed by everyone</source>
        <translation>Завершено: подписано не всеми</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <source>Waiting for the doctor&apos;s qualified signature</source>
        <translation>Ожидается квалифицированная подпись врача</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Черновик</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Status %1</source>
        <translation>Статус %1</translation>
    </message>
</context>
<context>
    <name>SigningAreas</name>
    <message>
        <source>Signing</source>
        <translation>Подписание</translation>
    </message>
</context>
<context>
    <name>SigningChecks</name>
    <message>
        <source>Only PDF, DOC, DOCX and ODT documents can be sent.</source>
        <translation>Отправлять можно только документы PDF, DOC, DOCX и ODT.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Файл пуст.</translation>
    </message>
    <message>
        <source>The file is larger than 5 MB (%1 MB).</source>
        <translation>Файл больше 5 МБ (%1 МБ).</translation>
    </message>
    <message>
        <source>The file is not a %1 document, whatever its name says.</source>
        <translation>Файл не является документом %1, хотя так указано в его имени.</translation>
    </message>
    <message>
        <source>The file is named .%1 but is a %2 document.</source>
        <translation>У файла расширение .%1, но на самом деле это документ %2.</translation>
    </message>
    <message>
        <source>Required.</source>
        <translation>Обязательное поле.</translation>
    </message>
    <message>
        <source>The organization&apos;s identifier is not set up: open the settings.</source>
        <translation>Не указан идентификатор организации: откройте настройки.</translation>
    </message>
    <message>
        <source>The SNILS is not valid: check it.</source>
        <translation>Неверный СНИЛС: проверьте его.</translation>
    </message>
    <message>
        <source>Add at least one patient.</source>
        <translation>Добавьте хотя бы одного пациента.</translation>
    </message>
    <message>
        <source>Two patients have the same MIS identifier.</source>
        <translation>У двух пациентов одинаковый идентификатор в МИС.</translation>
    </message>
    <message>
        <source>The date cannot be in the future.</source>
        <translation>Дата не может быть в будущем.</translation>
    </message>
    <message>
        <source>Choose the sex.</source>
        <translation>Укажите пол.</translation>
    </message>
    <message>
        <source>At least one mobile phone: the link and the code come to it.</source>
        <translation>Укажите хотя бы один мобильный телефон: на него придут ссылка и код.</translation>
    </message>
    <message>
        <source>A phone is written +7 and ten digits: %1.</source>
        <translation>Телефон указывается в виде +7 и десяти цифр: %1.</translation>
    </message>
    <message>
        <source>Not an e-mail address.</source>
        <translation>Это не адрес электронной почты.</translation>
    </message>
    <message>
        <source>At least one identity document.</source>
        <translation>Укажите хотя бы один документ, удостоверяющий личность.</translation>
    </message>
    <message>
        <source>Add the document to be signed.</source>
        <translation>Добавьте документ на подпись.</translation>
    </message>
    <message>
        <source>At most %1 documents in one dispatch (now %2).</source>
        <translation>В одной отправке не более %1 документов (сейчас %2).</translation>
    </message>
    <message>
        <source>Each document needs its own part name.</source>
        <translation>У каждого документа должно быть своё, неповторяющееся имя части.</translation>
    </message>
    <message>
        <source>Choose at least one way to deliver the link.</source>
        <translation>Выберите хотя бы один способ доставки ссылки.</translation>
    </message>
    <message>
        <source>The power of attorney&apos;s number is required once any of its fields is filled.</source>
        <translation>Укажите номер доверенности: другие её поля уже заполнены.</translation>
    </message>
    <message>
        <source>The day the power of attorney was issued is required.</source>
        <translation>Укажите дату выдачи доверенности.</translation>
    </message>
    <message>
        <source>Who signed the power of attorney is required.</source>
        <translation>Укажите, кто подписал доверенность.</translation>
    </message>
    <message>
        <source>A thumbprint is 40 characters 0-9 and A-F, as the certificate&apos;s properties show it (spaces may stay).</source>
        <translation>Отпечаток — это 40 символов 0–9 и A–F, как в свойствах сертификата (пробелы можно оставить).</translation>
    </message>
    <message>
        <source>The practitioner&apos;s link comes by text message, chat-bot or the app only.</source>
        <translation>Ссылка врачу приходит только по SMS, в чат-бот или в приложение.</translation>
    </message>
    <message>
        <source>The patient&apos;s own link comes by text message, chat-bot or the app only.</source>
        <translation>Отдельная ссылка пациенту приходит только по SMS, в чат-бот или в приложение.</translation>
    </message>
</context>
<context>
    <name>SigningErrors</name>
    <message>
        <source>The signing service did not receive the organization (the X-Id-Lpu header), so it did nothing. Check the organization of this environment in the settings: it must be the organization&apos;s UUID. If it is set, a proxy on the way may be removing the header: tell the network administrator.</source>
        <translation>Сервис подписания не получил организацию (заголовок X-Id-Lpu) и ничего не сделал. Проверьте организацию этой среды в настройках: это должен быть UUID организации. Если она указана, заголовок может удалять прокси-сервер по пути: сообщите администратору сети.</translation>
    </message>
    <message>
        <source>A file listed in the dispatch did not arrive with it, so nothing was sent. Remove the file from the list and attach it again, then send again.</source>
        <translation>Файл из списка отправки не дошёл вместе с ней, поэтому ничего не отправлено. Удалите файл из списка, прикрепите его заново и отправьте снова.</translation>
    </message>
    <message>
        <source>A file is larger than the platform takes (5 MB per file), so nothing was sent. Make the file smaller (save the scan at a lower resolution, or as PDF) or split it into several files, then send again.</source>
        <translation>Файл больше, чем принимает платформа (5 МБ на файл), поэтому ничего не отправлено. Уменьшите файл (сохраните скан с меньшим разрешением или в PDF) или разделите его на несколько файлов и отправьте снова.</translation>
    </message>
    <message>
        <source>The dispatch has more files than the platform takes (10 in one dispatch, a draft&apos;s stored files included), so nothing was sent. Join files into one PDF or send the rest in a second dispatch.</source>
        <translation>В отправке больше файлов, чем принимает платформа (10 в одной отправке, включая уже сохранённые в черновике), поэтому ничего не отправлено. Объедините файлы в один PDF или отправьте остальные второй отправкой.</translation>
    </message>
    <message>
        <source>Only a draft, a cancelled dispatch or one that failed can be archived; this one is in status %1. Cancel it first if it must go, then archive it.</source>
        <translation>В архив можно перенести только черновик, отменённую отправку или отправку с ошибкой; эта отправка в статусе %1. Если её нужно убрать, сначала отмените её, затем перенесите в архив.</translation>
    </message>
    <message>
        <source>This draft is no longer a draft (status %1): it was sent, archived or expired. Open the dispatch from the list to see where it stands; to send the documents again, make a new dispatch.</source>
        <translation>Этот черновик больше не черновик (статус %1): он отправлен, перенесён в архив или истёк. Откройте отправку из списка, чтобы увидеть её состояние; чтобы отправить документы снова, создайте новую отправку.</translation>
    </message>
    <message>
        <source>The dispatch can no longer be cancelled (status %1): a signer has signed it already, or it is completed or cancelled. Open it to see its status; a signed document is withdrawn in the MIS, not here.</source>
        <translation>Отправку уже нельзя отменить (статус %1): её уже подписал кто-то из подписантов, или она завершена или отменена. Откройте её, чтобы увидеть статус; подписанный документ отзывают в МИС, а не здесь.</translation>
    </message>
    <message>
        <source>The notification can be sent again only while the dispatch waits for the patient (status 201); this one is in status %1. Open it to see its status.</source>
        <translation>Уведомление можно отправить повторно, только пока отправка ждёт пациента (статус 201); эта отправка в статусе %1. Откройте её, чтобы увидеть статус.</translation>
    </message>
    <message>
        <source>The platform has no dispatch with this identifier, so nothing was sent again. Refresh the list of dispatches: it may have been archived or made in another environment.</source>
        <translation>На платформе нет отправки с этим идентификатором, поэтому повторно ничего не отправлено. Обновите список отправок: её могли перенести в архив или создать в другой среде.</translation>
    </message>
    <message>
        <source>The patient&apos;s identifier in the MIS does not match the one this dispatch was sent with, so nothing was sent again. Choose the patient from the dispatch itself and send again.</source>
        <translation>Идентификатор пациента в МИС не совпадает с тем, с которым была создана отправка, поэтому повторно ничего не отправлено. Выберите пациента из самой отправки и отправьте снова.</translation>
    </message>
    <message>
        <source>The platform did not find this dispatch by its identifier, so nothing was sent again. Refresh the list of dispatches and try from there.</source>
        <translation>Платформа не нашла эту отправку по её идентификатору, поэтому повторно ничего не отправлено. Обновите список отправок и повторите оттуда.</translation>
    </message>
    <message>
        <source>The platform did not find the dispatch to sign, so no signing link was made. Refresh the list of dispatches: it may have been archived or made in another environment.</source>
        <translation>Платформа не нашла отправку для подписания, поэтому ссылка на подписание не создана. Обновите список отправок: её могли перенести в архив или создать в другой среде.</translation>
    </message>
    <message>
        <source>The dispatch belongs to another organization than this environment&apos;s, so no signing link was made. Switch to the environment of that organization to sign it.</source>
        <translation>Отправка принадлежит другой организации, не организации этой среды, поэтому ссылка на подписание не создана. Чтобы подписать её, перейдите в среду этой организации.</translation>
    </message>
    <message>
        <source>The dispatch cannot be signed with a qualified signature in its status (%1): only a dispatch that is created, being signed, completed or waiting for the practitioner&apos;s signature (201, 208, 209, 210, 211, 214) can. Open it to see its status.</source>
        <translation>Отправку нельзя подписать квалифицированной подписью в её статусе (%1): это можно сделать только с созданной, подписываемой, завершённой отправкой или ожидающей подписи врача (201, 208, 209, 210, 211, 214). Откройте её, чтобы увидеть статус.</translation>
    </message>
</context>
<context>
    <name>TerminologyAreas</name>
    <message>
        <source>Dictionaries</source>
        <translation>Справочники</translation>
    </message>
</context>
<context>
    <name>TerminologyErrors</name>
    <message>
        <source>The second version is earlier than the first: a change history goes from an earlier version to a later one. Swap the versions, or choose a later second version.</source>
        <translation>Вторая версия раньше первой: история изменений идёт от более ранней версии к более поздней. Поменяйте версии местами или выберите более позднюю вторую версию.</translation>
    </message>
    <message>
        <source>The end of the period is before its start: a change history goes forward in time. Swap the moments.</source>
        <translation>Конец периода раньше его начала: история изменений идёт вперёд во времени. Поменяйте моменты местами.</translation>
    </message>
    <message>
        <source>The terminology service has no change history for this dictionary between these versions: it does not hold the dictionary or one of the versions. Open the dictionary again to refresh its versions, and choose both from the list.</source>
        <translation>У сервиса НСИ нет истории изменений этого справочника между этими версиями: у него нет справочника или одной из версий. Откройте справочник заново, чтобы обновить список версий, и выберите обе версии из списка.</translation>
    </message>
    <message>
        <source>The terminology service does not hold this dictionary, this version of it or this code. Check the OID, choose a version from the dictionary&apos;s list, and check the code.</source>
        <translation>В сервисе НСИ нет этого справочника, этой его версии или этого кода. Проверьте OID, выберите версию из списка версий справочника и проверьте код.</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation>Руководство пользователя</translation>
    </message>
    <message>
        <source>The user guide is not installed.</source>
        <translation>Руководство пользователя не установлено.</translation>
    </message>
    <message>
        <source>No browser opened the user guide.</source>
        <translation>Браузер не открыл руководство пользователя.</translation>
    </message>
    <message>
        <source>It is part of the package and should be in %1. Ask your administrator to reinstall ClinicLink Workstation.</source>
        <translation>Оно входит в пакет программы и должно находиться в %1. Попросите администратора переустановить ClinicLink Workstation.</translation>
    </message>
    <message>
        <source>Open this file in a browser: %1</source>
        <translation>Откройте этот файл в браузере: %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::AboutDialog</name>
    <message>
        <source>About ClinicLink Workstation</source>
        <translation>О программе ClinicLink Workstation</translation>
    </message>
    <message>
        <source>development build</source>
        <translation>сборка для разработки</translation>
    </message>
    <message>
        <source>ClinicLink Workstation</source>
        <translation>ClinicLink Workstation</translation>
    </message>
    <message>
        <source>Version %1, built with Qt %2, running on Qt %3.</source>
        <translation>Версия: %1. Собрано с Qt %2, работает на Qt %3.</translation>
    </message>
    <message>
        <source>A workstation for clinic registrars and doctors that works with the regional health integration platform: patient data enrichment, electronic prescriptions, laboratory orders and results, terminology, and signing of documents by patients and practitioners.</source>
        <translation>Рабочее место регистраторов и врачей медицинской организации для работы с региональной интеграционной платформой здравоохранения: обогащение данных пациентов, электронные рецепты, лабораторные направления и результаты, НСИ (справочники), подписание документов пациентами и медицинскими работниками.</translation>
    </message>
    <message>
        <source>Includes a built-in sandbox of the platform for learning and testing; nothing sent there reaches real patients.</source>
        <translation>Включает встроенную песочницу платформы для обучения и тестирования: ничего из отправленного туда не доходит до реальных пациентов.</translation>
    </message>
    <message>
        <source>GNU General Public License</source>
        <translation>Стандартной общественной лицензии GNU</translation>
    </message>
    <message>
        <source>© 2026 The ClinicLink Workstation authors.</source>
        <translation>© 2026 авторы ClinicLink Workstation.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the %1, version 3 or (at your option) any later version (SPDX: GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation>Это свободная программа: вы можете распространять и изменять её на условиях %1 версии 3 или (по вашему выбору) любой более поздней версии (SPDX: GPL-3.0-or-later). Программа поставляется БЕЗ КАКИХ-ЛИБО ГАРАНТИЙ.</translation>
    </message>
    <message>
        <source>It uses Qt under the GNU Lesser General Public License, version 3, and QtKeychain under the BSD licence.</source>
        <translation>Программа использует Qt на условиях Стандартной общественной лицензии ограниченного применения GNU версии 3 и QtKeychain на условиях лицензии BSD.</translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkEnrichmentPage</name>
    <message>
        <source>under a minute</source>
        <translation>меньше минуты</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>около %n минуты</numerusform>
            <numerusform>около %n минут</numerusform>
            <numerusform>около %n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 h %2 min</source>
        <translation>около %1 ч %2 мин</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>не начато</translation>
    </message>
    <message>
        <source>sending</source>
        <translation>отправляется</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>приостановлено</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>завершено</translation>
    </message>
    <message>
        <source>&amp;Open a list...</source>
        <translation>&amp;Открыть список…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Start sending</source>
        <translation>&amp;Начать отправку</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Приостановить</translation>
    </message>
    <message>
        <source>&amp;Cancel the job</source>
        <translation>&amp;Отменить задание</translation>
    </message>
    <message>
        <source>Save &amp;results...</source>
        <translation>Сохранить &amp;результаты…</translation>
    </message>
    <message>
        <source>A CSV file as Excel saves it (Ctrl+O)</source>
        <translation>Файл CSV, как его сохраняет Excel (Ctrl+O)</translation>
    </message>
    <message>
        <source>Removes the job from this list; orders already sent stay in the journal.</source>
        <translation>Убирает задание из списка; уже отправленные заявки остаются в журнале.</translation>
    </message>
    <message>
        <source>Lists of patients</source>
        <translation>Списки пациентов</translation>
    </message>
    <message>
        <source>Cells marked red keep their row from being sent: double-click one to fix it. Rows already sent stay as they were sent.</source>
        <translation>Из-за ячеек, отмеченных красным, строка не отправляется: дважды щёлкните ячейку, чтобы исправить. Отправленные строки остаются такими, какими ушли.</translation>
    </message>
    <message>
        <source>Open a list of patients</source>
        <translation>Открыть список пациентов</translation>
    </message>
    <message>
        <source>Spreadsheets saved as CSV (*.csv *.txt);;All files (*)</source>
        <translation>Таблицы, сохранённые как CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB: it is not a list of patients this area can take. Split it into several files.</source>
        <translation>Файл больше %1 МБ: такой список пациентов здесь не принимается. Разделите его на несколько файлов.</translation>
    </message>
    <message>
        <source>The file could not be opened: %1</source>
        <translation>Не удалось открыть файл: %1</translation>
    </message>
    <message>
        <source>The job was not saved: %1</source>
        <translation>Задание не сохранено: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 · %3 · %n row(s)</source>
        <translation>
            <numerusform>%1
%2 · %3 · %n строка</numerusform>
            <numerusform>%1
%2 · %3 · %n строки</numerusform>
            <numerusform>%1
%2 · %3 · %n строк</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a CSV file with the patients (Ctrl+O): family name, first name, patronymic, birth date, sex and the identity document, or the SNILS to check.</source>
        <translation>Откройте файл CSV с пациентами (Ctrl+O): фамилия, имя, отчество, дата рождения, пол и документ, удостоверяющий личность, или СНИЛС для проверки.</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1 of %2 finished</source>
        <translation>Завершено %1 из %2</translation>
    </message>
    <message>
        <source>sent %1 of %2</source>
        <translation>отправлено %1 из %2</translation>
    </message>
    <message>
        <source>done %1</source>
        <translation>готово %1</translation>
    </message>
    <message>
        <source>failed %1</source>
        <translation>не удалось %1</translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation>ожидают %1</translation>
    </message>
    <message>
        <source>in progress %1</source>
        <translation>в обработке %1</translation>
    </message>
    <message>
        <source>to fix %1</source>
        <translation>исправить %1</translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) may have gone without an answer: decide for each in the Enrichment area&apos;s list.</source>
        <translation>
            <numerusform>%n заявка, возможно, ушла без ответа: решите по ней в списке раздела «Обогащение данных».</numerusform>
            <numerusform>%n заявки, возможно, ушли без ответа: решите по каждой в списке раздела «Обогащение данных».</numerusform>
            <numerusform>%n заявок, возможно, ушли без ответа: решите по каждой в списке раздела «Обогащение данных».</numerusform>
        </translation>
    </message>
    <message>
        <source>Time left: %1 at this environment&apos;s limit.</source>
        <translation>Осталось: %1 при ограничении этой среды.</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>П&amp;родолжить</translation>
    </message>
    <message>
        <source>Cancel the job</source>
        <translation>Отменить задание</translation>
    </message>
    <message>
        <source>Rows not sent yet will not be sent. Orders already sent are followed to their result. Cancel the job?</source>
        <translation>Неотправленные строки отправлены не будут. Уже отправленные заявки будут отслеживаться до результата. Отменить задание?</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Не отменять</translation>
    </message>
    <message>
        <source> - results</source>
        <translation> — результаты</translation>
    </message>
    <message>
        <source>Save results</source>
        <translation>Сохранить результаты</translation>
    </message>
    <message>
        <source>CSV for Excel (*.csv)</source>
        <translation>CSV для Excel (*.csv)</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Не удалось записать файл: %1</translation>
    </message>
    <message>
        <source>Results saved to %1.</source>
        <translation>Результаты сохранены в %1.</translation>
    </message>
    <message>
        <source>&amp;Apply to the column</source>
        <translation>&amp;Применить ко всей колонке</translation>
    </message>
    <message>
        <source>Choose the type...</source>
        <translation>Выберите тип…</translation>
    </message>
    <message>
        <source>Every row with this value in the document-type column is read with the type chosen; the choice is kept with the job.</source>
        <translation>Во всех строках с этим значением в колонке типа документа будет указан выбранный тип; выбор сохраняется вместе с заданием.</translation>
    </message>
    <message numerus="yes">
        <source>«%1» in the document-type column (%n row(s)) means:</source>
        <translation>
            <numerusform>«%1» в колонке типа документа (%n строка) означает:</numerusform>
            <numerusform>«%1» в колонке типа документа (%n строки) означает:</numerusform>
            <numerusform>«%1» в колонке типа документа (%n строк) означает:</numerusform>
        </translation>
    </message>
    <message>
        <source>«%1» is read as «%2» in every row of this list.</source>
        <translation>«%1» во всех строках этого списка читается как «%2».</translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkEnrichmentRun</name>
    <message>
        <source>Row %1 was sent already: what went is kept as it was sent.</source>
        <translation>Строка %1 уже отправлена: отправленное остаётся таким, каким ушло.</translation>
    </message>
    <message>
        <source>The fix was not saved: %1</source>
        <translation>Исправление не сохранено: %1</translation>
    </message>
    <message>
        <source>Sending is paused: the journal cannot record the orders. %1</source>
        <translation>Отправка приостановлена: журнал не может записать заявки. %1</translation>
    </message>
    <message>
        <source>Sending is paused: %1</source>
        <translation>Отправка приостановлена: %1</translation>
    </message>
    <message>
        <source>The job&apos;s state was not saved: %1</source>
        <translation>Состояние задания не сохранено: %1</translation>
    </message>
    <message>
        <source>The choice was not saved: %1</source>
        <translation>Выбор не сохранён: %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkImportDialog</name>
    <message>
        <source>The first line holds the column names</source>
        <translation>В первой строке — названия колонок</translation>
    </message>
    <message>
        <source>Open a list of patients: %1</source>
        <translation>Открыть список пациентов: %1</translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation>Точка с запятой ( ; )</translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation>Запятая ( , )</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Табуляция</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Кодировка:</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Разделитель:</translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation>&amp;Операция:</translation>
    </message>
    <message>
        <source>Which column holds what</source>
        <translation>Что в какой колонке</translation>
    </message>
    <message>
        <source>Make the job</source>
        <translation>Создать задание</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Колонка %1</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (колонка %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of patients</source>
        <translation>
            <numerusform>%n строка пациентов</numerusform>
            <numerusform>%n строки пациентов</numerusform>
            <numerusform>%n строк пациентов</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the column for: %1.</source>
        <translation>Выберите колонку для: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) have problems: they are kept, marked, and not sent until fixed.</source>
        <translation>
            <numerusform>%n строка с ошибками: она сохранена, отмечена и не будет отправлена, пока её не исправят.</numerusform>
            <numerusform>%n строки с ошибками: они сохранены, отмечены и не будут отправлены, пока их не исправят.</numerusform>
            <numerusform>%n строк с ошибками: они сохранены, отмечены и не будут отправлены, пока их не исправят.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every row can be sent.</source>
        <translation>Все строки можно отправить.</translation>
    </message>
    <message>
        <source>Choose the column.</source>
        <translation>Выберите колонку.</translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkRowModel</name>
    <message>
        <source>SNILS is valid</source>
        <translation>СНИЛС верен</translation>
    </message>
    <message>
        <source>SNILS is not valid</source>
        <translation>СНИЛС не верен</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Found SNILS</source>
        <translation>Найденный СНИЛС</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>ENP and insurer</source>
        <translation>ЕНП и страховая</translation>
    </message>
    <message>
        <source>Problem or note</source>
        <translation>Ошибка или примечание</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Колонка %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::CancelConfirmation</name>
    <message>
        <source>No, keep it</source>
        <translation>Нет, оставить</translation>
    </message>
    <message>
        <source>Cancel the prescription %1? The registry will annul its registration; this cannot be undone from the workstation.</source>
        <translation>Аннулировать рецепт %1? Регистрация рецепта в реестре будет аннулирована; отменить это действие с рабочего места нельзя.</translation>
    </message>
    <message>
        <source>Yes, cancel %1</source>
        <translation>Да, аннулировать %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::CertificateChainDialog</name>
    <message>
        <source>The server&apos;s certificate</source>
        <translation>Сертификат сервера</translation>
    </message>
    <message>
        <source>The server presented these certificates, its own first. Nothing was sent to it. If the clinic trusts this server, its administrator adds the certificate authority to the environment&apos;s CA file in the settings.</source>
        <translation>Сервер предъявил эти сертификаты, первым — свой. Ему ничего не отправлено. Если клиника доверяет этому серверу, администратор добавляет удостоверяющий центр в файл УЦ этой среды в настройках.</translation>
    </message>
    <message>
        <source>The server presented no certificate.</source>
        <translation>Сервер не предъявил сертификата.</translation>
    </message>
    <message>
        <source>%1. Subject: %2
Issuer: %3
Valid from %4 to %5
SHA-256: %6</source>
        <translation>%1. Субъект: %2
Издатель: %3
Действителен с %4 по %5
SHA-256: %6</translation>
    </message>
</context>
<context>
    <name>cliniclink::ClinicDbCommand</name>
    <message>
        <source>&quot;%1&quot; is not a clinic database address. Give one such as postgresql://cliniclink@db.clinic.local/cliniclink, without a password.</source>
        <translation>«%1» — не адрес базы данных клиники. Укажите адрес вида postgresql://cliniclink@db.clinic.local/cliniclink, без пароля.</translation>
    </message>
    <message>
        <source>The clinic database asks for a password, and the keychain cannot be read.</source>
        <translation>База данных клиники запрашивает пароль, а системное хранилище паролей прочитать не удалось.</translation>
    </message>
    <message>
        <source>No password was given on standard input; nothing was changed.</source>
        <translation>Пароль не передан на стандартный ввод; ничего не изменено.</translation>
    </message>
    <message>
        <source>The password for %1 is kept in the keychain.</source>
        <translation>Пароль для %1 сохранён в системном хранилище паролей.</translation>
    </message>
    <message>
        <source>The keychain is not available, so the password was not kept.</source>
        <translation>Системное хранилище паролей недоступно, поэтому пароль не сохранён.</translation>
    </message>
    <message>
        <source>The keychain cannot be written; the password was not kept.</source>
        <translation>Не удалось записать в системное хранилище паролей; пароль не сохранён.</translation>
    </message>
    <message>
        <source>The clinic database %1 is ready (schema version %2).</source>
        <translation>База данных клиники %1 готова (версия схемы %2).</translation>
    </message>
    <message>
        <source>No clinic database is named: give its address, or set it for the environment in Settings.</source>
        <translation>База данных клиники не указана: передайте её адрес или задайте его для среды в настройках.</translation>
    </message>
    <message>
        <source>Moved into the clinic database %1: %2 followed items and %3 bulk jobs (%4 moved before were left as they were). Drafts and the request log stay on this workstation.</source>
        <translation>Перенесено в базу данных клиники %1: отслеживаемых записей — %2, пакетных заданий — %3 (перенесённые ранее, %4, оставлены как были). Черновики и журнал запросов остаются на этом рабочем месте.</translation>
    </message>
</context>
<context>
    <name>cliniclink::ConnectionCheck</name>
    <message>
        <source>No address is set.</source>
        <translation>Адрес не указан.</translation>
    </message>
    <message>
        <source>Connected; the token was accepted.</source>
        <translation>Подключено, токен принят.</translation>
    </message>
    <message>
        <source>Connected; service version %1.</source>
        <translation>Подключено, версия сервиса: %1.</translation>
    </message>
    <message>
        <source>The server answered with a redirect (HTTP %1); check the address.</source>
        <translation>Сервер ответил перенаправлением (HTTP %1); проверьте адрес.</translation>
    </message>
    <message>
        <source>The server answered with a redirect (HTTP %1) to %2; check the address.</source>
        <translation>Сервер ответил перенаправлением (HTTP %1) на %2; проверьте адрес.</translation>
    </message>
</context>
<context>
    <name>cliniclink::ConnectionCheckCommand</name>
    <message>
        <source>There is no environment &quot;%1&quot;.</source>
        <translation>Среды «%1» нет.</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Среда: %1</translation>
    </message>
    <message>
        <source>No service has an address in this environment.</source>
        <translation>Ни у одного сервиса в этой среде нет адреса.</translation>
    </message>
    <message>
        <source>%1: not configured</source>
        <translation>%1: не настроен</translation>
    </message>
    <message>
        <source>%1: ok</source>
        <translation>%1: в порядке</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>cliniclink::ConnectionCheckPanel</name>
    <message>
        <source>C&amp;heck connection</source>
        <translation>Проверить по&amp;дключение</translation>
    </message>
    <message>
        <source>Sends one harmless request to each configured service with the addresses and tokens as typed here, before they are saved.</source>
        <translation>Отправляет по одному безопасному запросу в каждый настроенный сервис с адресами и токенами в том виде, в каком они введены здесь, ещё до сохранения.</translation>
    </message>
    <message>
        <source>Checking the connection</source>
        <translation>Проверка подключения</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Ещё не проверено</translation>
    </message>
    <message>
        <source>%1 (%2 ms)</source>
        <translation>%1 (%2 мс)</translation>
    </message>
    <message>
        <source>Show the server&apos;s certificate</source>
        <translation>Показать сертификат сервера</translation>
    </message>
</context>
<context>
    <name>cliniclink::DateField</name>
    <message>
        <source>Type the date as %1, or press Alt+Down for a calendar</source>
        <translation>Введите дату в виде %1 или нажмите Alt+Down, чтобы открыть календарь</translation>
    </message>
    <message>
        <source>Choose in a calendar</source>
        <translation>Выбрать в календаре</translation>
    </message>
    <message>
        <source>There is no such date: %1.</source>
        <translation>Такой даты нет: %1.</translation>
    </message>
    <message>
        <source>Not a complete date: type it as %1.</source>
        <translation>Дата введена не полностью: введите её в виде %1.</translation>
    </message>
</context>
<context>
    <name>cliniclink::DictionaryPage</name>
    <message>
        <source>The offline copy of dictionaries cannot be used.</source>
        <translation>Локальную копию справочников нельзя использовать.</translation>
    </message>
    <message>
        <source>OID or name of a dictionary</source>
        <translation>OID или название справочника</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Download for offline use</source>
        <translation>Скачать для работы без сети</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Отменить загрузку</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Версия:</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>Check and translate</source>
        <translation>Проверка и перекодировка</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Что изменилось</translation>
    </message>
    <message>
        <source>Records: %v of %m</source>
        <translation>Записи: %v из %m</translation>
    </message>
    <message>
        <source>Attributes: %v of %m</source>
        <translation>Атрибуты: %v из %m</translation>
    </message>
    <message>
        <source>The dictionary could not be saved for offline use.</source>
        <translation>Не удалось сохранить справочник для работы без сети.</translation>
    </message>
    <message>
        <source>The service has no dictionary %1.</source>
        <translation>В сервисе нет справочника %1.</translation>
    </message>
    <message>
        <source>The code %1 is in the dictionary: %2</source>
        <translation>Код %1 есть в справочнике: %2</translation>
    </message>
    <message>
        <source>The code %1 is not valid: %2</source>
        <translation>Код %1 недействителен: %2</translation>
    </message>
    <message>
        <source>%1 corresponds to: %2</source>
        <translation>%1 соответствует: %2</translation>
    </message>
    <message>
        <source>%1 has no correspondence. %2</source>
        <translation>Для %1 соответствие не найдено. %2</translation>
    </message>
    <message>
        <source>The service could not translate the code: %1</source>
        <translation>Сервис не смог перекодировать код: %1</translation>
    </message>
    <message>
        <source>Search: beginnings of words of a code or a name (as you type offline, Enter asks the server)</source>
        <translation>Поиск по началу слов кода или названия (без сети — по мере ввода, Enter — запрос к серверу)</translation>
    </message>
    <message>
        <source>Attribute, e.g. display or nameShort</source>
        <translation>Атрибут, например display или nameShort</translation>
    </message>
    <message>
        <source>Values, separated by commas, or attribute=values; attribute=values</source>
        <translation>Значения через запятую или атрибут=значения; атрибут=значения</translation>
    </message>
    <message>
        <source>Search on the server</source>
        <translation>Искать на сервере</translation>
    </message>
    <message>
        <source>Record card</source>
        <translation>Карточка записи</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Выгрузить в CSV…</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>Выгрузка записей</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation>Не удалось записать файл.</translation>
    </message>
    <message>
        <source>Check a code</source>
        <translation>Проверить код</translation>
    </message>
    <message>
        <source>OID of the other dictionary</source>
        <translation>OID другого справочника</translation>
    </message>
    <message>
        <source>Translate a code</source>
        <translation>Перекодировать код</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Код:</translation>
    </message>
    <message>
        <source>Translate to:</source>
        <translation>Перекодировать в:</translation>
    </message>
    <message>
        <source>Show changes</source>
        <translation>Показать изменения</translation>
    </message>
    <message>
        <source>From version:</source>
        <translation>С версии:</translation>
    </message>
    <message>
        <source>to version:</source>
        <translation>по версию:</translation>
    </message>
    <message>
        <source>Export changes</source>
        <translation>Выгрузка изменений</translation>
    </message>
    <message>
        <source>No dictionary is named &quot;%1&quot;. Enter its OID.</source>
        <translation>Справочник «%1» не найден. Введите его OID.</translation>
    </message>
    <message>
        <source>Loading the passport of %1…</source>
        <translation>Загрузка паспорта %1…</translation>
    </message>
    <message>
        <source>OID: %1</source>
        <translation>OID: %1</translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation>Версия: %1</translation>
    </message>
    <message>
        <source>Publisher: %1</source>
        <translation>Издатель: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Статус: %1</translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation>Опубликован: %1</translation>
    </message>
    <message>
        <source>Updated: %1</source>
        <translation>Обновлён: %1</translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation>Запись %1</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Атрибут</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Translating…</source>
        <translation>Перекодировка…</translation>
    </message>
    <message>
        <source>This version is available offline.</source>
        <translation>Эта версия доступна без сети.</translation>
    </message>
    <message>
        <source>This version is read from the server.</source>
        <translation>Эта версия читается с сервера.</translation>
    </message>
    <message>
        <source>A newer version %1 exists.</source>
        <translation>Есть более новая версия %1.</translation>
    </message>
    <message>
        <source>Records: %1</source>
        <translation>Записей: %1</translation>
    </message>
    <message>
        <source>Nothing found.</source>
        <translation>Ничего не найдено.</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>действует</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>черновик</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>выведен из употребления</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестен</translation>
    </message>
</context>
<context>
    <name>cliniclink::DictionaryPicker</name>
    <message>
        <source>Code or the beginning of a name</source>
        <translation>Код или начало названия</translation>
    </message>
</context>
<context>
    <name>cliniclink::DictionaryRecordModel</name>
    <message>
        <source>created</source>
        <translation>добавлена</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>изменена</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>удалена</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Наименование</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>Dictionary name</source>
        <translation>Наименование справочника</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation>Идентификатор</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>Краткое наименование</translation>
    </message>
    <message>
        <source>Full name</source>
        <translation>Полное наименование</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Регион</translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation>Действует с</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Действует по</translation>
    </message>
    <message>
        <source>Organization OID</source>
        <translation>OID организации</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Единица измерения</translation>
    </message>
    <message>
        <source>Parent record</source>
        <translation>Родительская запись</translation>
    </message>
    <message>
        <source>Synonym</source>
        <translation>Синоним</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Используется</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Порядок</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchActionsBar</name>
    <message>
        <source>Cancel dispatch</source>
        <translation>Отменить отправку</translation>
    </message>
    <message>
        <source>Resend…</source>
        <translation>Отправить повторно…</translation>
    </message>
    <message>
        <source>Sign with QES</source>
        <translation>Подписать УКЭП</translation>
    </message>
    <message>
        <source>Opens the platform&apos;s signing page in the browser, where the crypto plugin signs with your certificate.</source>
        <translation>Открывает в браузере страницу подписания на платформе, где криптоплагин подписывает документ вашим сертификатом.</translation>
    </message>
    <message>
        <source>Sign on this workstation…</source>
        <translation>Подписать на этом рабочем месте…</translation>
    </message>
    <message>
        <source>Signs with the crypto provider&apos;s program on this computer, without the browser.</source>
        <translation>Подписывает программой криптопровайдера на этом компьютере, без браузера.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Обновить</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchDeliverySection</name>
    <message>
        <source>Delivery</source>
        <translation>Способ доставки</translation>
    </message>
    <message>
        <source>Sign with Gosuslugi (ESIA)</source>
        <translation>Подписание через Госуслуги (ЕСИА)</translation>
    </message>
    <message>
        <source>The patient signs after logging in to Gosuslugi instead of typing the code from the message.</source>
        <translation>Пациент подписывает документ после входа на Госуслуги, а не вводом кода из сообщения.</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchDesk</name>
    <message>
        <source>Could not check whether the dispatch was created: %1 Look in the list before sending again.</source>
        <translation>Не удалось проверить, создана ли отправка: %1 Прежде чем отправлять снова, проверьте список.</translation>
    </message>
    <message>
        <source>The dispatch %1 was accepted but could not be saved in the journal: %2</source>
        <translation>Отправка %1 принята, но её не удалось сохранить в журнале: %2</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Отправка не найдена</translation>
    </message>
    <message>
        <source>The dispatch was not sent: the journal could not record it (%1).</source>
        <translation>Отправка не выполнена: журнал не смог её записать (%1).</translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it (%1).</source>
        <translation>Ничего не отправлено: журнал не смог это записать (%1).</translation>
    </message>
    <message>
        <source>The dispatch names no patient to look it up by.</source>
        <translation>В отправке нет пациента, по которому её можно найти.</translation>
    </message>
    <message>
        <source>May have gone: the list could not be read (%1).</source>
        <translation>Возможно, ушло: не удалось прочитать список (%1).</translation>
    </message>
    <message>
        <source>May have gone: the status could not be read (%1).</source>
        <translation>Возможно, ушло: не удалось прочитать статус (%1).</translation>
    </message>
    <message>
        <source>The draft may have been changed: open it to see what the platform keeps.</source>
        <translation>Черновик, возможно, изменён: откройте его, чтобы увидеть, что хранит платформа.</translation>
    </message>
    <message>
        <source>The dispatch found could not be saved in the journal: %1</source>
        <translation>Найденную отправку не удалось сохранить в журнале: %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchFilesEditor</name>
    <message>
        <source>Documents to sign</source>
        <translation>Документы на подпись</translation>
    </message>
    <message>
        <source>PDF, DOC, DOCX or ODT, up to %1 files of 5 MB each. Drop files here or add them.</source>
        <translation>PDF, DOC, DOCX или ODT, до %1 файлов по 5 МБ. Перетащите файлы сюда или добавьте их.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Добавить файлы…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Documents (*.pdf *.doc *.docx *.odt)</source>
        <translation>Документы (*.pdf *.doc *.docx *.odt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 cannot be found.</source>
        <translation>Файл %1 не найден.</translation>
    </message>
    <message>
        <source>%1: the file is larger than 5 MB (%2).</source>
        <translation>%1: файл больше 5 МБ (%2).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не удаётся прочитать файл %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: at most %2 files can be sent at once.</source>
        <translation>%1: за один раз можно отправить не более %2 файлов.</translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Не добавлено: %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchForm</name>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Save as draft</source>
        <translation>Сохранить как черновик</translation>
    </message>
    <message>
        <source>The platform keeps a draft for 24 hours; nothing is delivered to the patient yet.</source>
        <translation>Платформа хранит черновик 24 часа; пациенту пока ничего не доставляется.</translation>
    </message>
    <message>
        <source>Patients</source>
        <translation>Пациенты</translation>
    </message>
    <message>
        <source>Add a patient</source>
        <translation>Добавить пациента</translation>
    </message>
    <message>
        <source>Remove this patient</source>
        <translation>Удалить этого пациента</translation>
    </message>
    <message>
        <source>Patient %1</source>
        <translation>Пациент %1</translation>
    </message>
    <message>
        <source>Update the draft</source>
        <translation>Обновить черновик</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Practitioner: %1</source>
        <translation>Врач: %1</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchFormController</name>
    <message>
        <source>The dispatch was not sent: correct the marked fields.</source>
        <translation>Отправка не выполнена: исправьте отмеченные поля.</translation>
    </message>
    <message>
        <source>Sent: the patient receives the link now. Tracking id %1.</source>
        <translation>Отправлено: пациент сейчас получит ссылку. Идентификатор отправки: %1.</translation>
    </message>
    <message>
        <source>Saved as a draft %1.</source>
        <translation>Сохранено как черновик %1.</translation>
    </message>
    <message>
        <source>Saved as a draft %1, kept until %2.</source>
        <translation>Сохранено как черновик %1, хранится до %2.</translation>
    </message>
    <message>
        <source>The platform did not answer. A dispatch for this patient was found, created at %1: follow it instead of sending again.</source>
        <translation>Платформа не ответила. Найдена отправка этому пациенту, созданная в %1: отслеживайте её вместо повторной отправки.</translation>
    </message>
    <message>
        <source>The platform did not answer, and nothing was created for this patient: send again.</source>
        <translation>Платформа не ответила, и для этого пациента ничего не создано: отправьте снова.</translation>
    </message>
    <message>
        <source>Following the dispatch %1.</source>
        <translation>Отслеживается отправка %1.</translation>
    </message>
    <message>
        <source>New dispatch</source>
        <translation>Новая отправка</translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: the draft may have been saved. Look in the drafts before saving it again.</source>
        <translation>Ответ платформы не пришёл: черновик, возможно, сохранён. Проверьте черновики, прежде чем сохранять снова.</translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: the dispatch may have gone. Checking the platform before anything is sent again.</source>
        <translation>Ответ платформы не пришёл: отправка, возможно, ушла. Проверяем платформу, прежде чем что-либо отправлять снова.</translation>
    </message>
    <message>
        <source>The dispatch was not sent: the journal could not record it. The form is kept.</source>
        <translation>Отправка не выполнена: журнал не смог её записать. Форма сохранена.</translation>
    </message>
    <message>
        <source>The draft was not saved: the journal could not record it. The form is kept.</source>
        <translation>Черновик не сохранён: журнал не смог его записать. Форма сохранена.</translation>
    </message>
    <message numerus="yes">
        <source>The platform did not answer. %n dispatch(es) for this patient were created since the send: follow them instead of sending again.</source>
        <translation>
            <numerusform>Платформа не ответила. С момента отправки для этого пациента создана %n отправка: отслеживайте её вместо повторной отправки.</numerusform>
            <numerusform>Платформа не ответила. С момента отправки для этого пациента создано %n отправки: отслеживайте их вместо повторной отправки.</numerusform>
            <numerusform>Платформа не ответила. С момента отправки для этого пациента создано %n отправок: отслеживайте их вместо повторной отправки.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept on this workstation. The platform takes a draft only once the marked fields are filled in: fill them in, then save the draft again.</source>
        <translation>Сохранено на этом рабочем месте. Платформа примет черновик, только когда отмеченные поля заполнены: заполните их и сохраните черновик снова.</translation>
    </message>
    <message>
        <source>The platform could not prepare a PDF from an attached file, so nothing went to the patient. Save the file as PDF again, or attach another one.</source>
        <translation>Платформа не смогла подготовить PDF из приложенного файла, поэтому пациенту ничего не отправлено. Сохраните файл в PDF заново или приложите другой.</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchList</name>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Filter by patient</source>
        <translation>Фильтр по пациенту</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Все статусы</translation>
    </message>
    <message>
        <source>No dispatches yet. Compose one in the New dispatch tab.</source>
        <translation>Отправок пока нет. Создайте отправку на вкладке «Новая отправка».</translation>
    </message>
    <message>
        <source>No dispatch matches the filter.</source>
        <translation>Нет отправок, соответствующих фильтру.</translation>
    </message>
    <message>
        <source>This dispatch is not known on the platform yet: it opens once the platform has answered or it was found in the platform&apos;s list.</source>
        <translation>Эта отправка ещё неизвестна платформе: её можно будет открыть, когда платформа ответит или отправка найдётся в её списке.</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Этот компьютер</translation>
    </message>
    <message>
        <source>Whole organization</source>
        <translation>Вся организация</translation>
    </message>
    <message>
        <source>Dispatches sent from this computer, followed here until they are signed</source>
        <translation>Отправки с этого компьютера; их статус отслеживается здесь до подписания</translation>
    </message>
    <message>
        <source>Every dispatch of the organization the platform lists: sent by colleagues and other systems too</source>
        <translation>Все отправки организации на платформе, в том числе отправленные коллегами и из других систем</translation>
    </message>
    <message>
        <source>Show dispatches of:</source>
        <translation>Показать отправки:</translation>
    </message>
    <message>
        <source>Clinic workstations</source>
        <translation>Рабочие места клиники</translation>
    </message>
    <message>
        <source>Dispatches sent from every workstation of the clinic, followed until they are signed</source>
        <translation>Отправки со всех рабочих мест клиники; их статус отслеживается до подписания</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchListModel</name>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>срок истёк</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 (next %2)</source>
        <translation>%1 (следующая: %2)</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ещё не было</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Last check failed: %1</source>
        <translation>Последняя проверка не удалась: %1</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Создано</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Документы</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Tracking id</source>
        <translation>Идентификатор отправки</translation>
    </message>
    <message>
        <source>Last checked</source>
        <translation>Последняя проверка</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Отправляется…</translation>
    </message>
    <message>
        <source>May have gone: the platform&apos;s answer did not arrive</source>
        <translation>Возможно, ушло: ответ платформы не пришёл</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchOptionsSection</name>
    <message>
        <source>More: co-signing by the practitioner, power of attorney, the organization&apos;s contacts</source>
        <translation>Ещё: подпись врача по ссылке, доверенность, контакты организации</translation>
    </message>
    <message>
        <source>The practitioner co-signs</source>
        <translation>Врач тоже подписывает</translation>
    </message>
    <message>
        <source>Check how the link comes to the practitioner when he or she signs the documents too; none checked: the practitioner does not sign by link.</source>
        <translation>Отметьте, как врачу придёт ссылка, если он тоже подписывает документы; ничего не отмечено — врач не подписывает по ссылке.</translation>
    </message>
    <message>
        <source>Link by</source>
        <translation>Ссылка через</translation>
    </message>
    <message>
        <source>QES certificate</source>
        <translation>Сертификат КЭП</translation>
    </message>
    <message>
        <source>Thumbprint, 40 characters 0-9 and A-F</source>
        <translation>Отпечаток: 40 символов 0–9 и A–F</translation>
    </message>
    <message>
        <source>The certificate the practitioner will sign this dispatch with. The QES tab&apos;s &quot;Only dispatches sent with this certificate&quot; finds the dispatch by it.</source>
        <translation>Сертификат, которым врач подпишет эту отправку. По нему отправку найдёт флажок «Только отправки с этим сертификатом» на вкладке КЭП.</translation>
    </message>
    <message>
        <source>Signing under a power of attorney</source>
        <translation>Подпись по доверенности</translation>
    </message>
    <message>
        <source>Machine-readable, number</source>
        <translation>Машиночитаемая, номер</translation>
    </message>
    <message>
        <source>The number of the machine-readable power of attorney the practitioner signs under.</source>
        <translation>Номер машиночитаемой доверенности, по которой подписывает врач.</translation>
    </message>
    <message>
        <source>Paper, number</source>
        <translation>Бумажная, номер</translation>
    </message>
    <message>
        <source>Paper, issued on</source>
        <translation>Бумажная, дата выдачи</translation>
    </message>
    <message>
        <source>Paper, signed by</source>
        <translation>Бумажная, кто подписал</translation>
    </message>
    <message>
        <source>The organization&apos;s contacts for the patient</source>
        <translation>Контакты организации для пациента</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <source>+7 495 123-45-67</source>
        <translation>+7 495 123-45-67</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Эл. почта</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchPractitionerSection</name>
    <message>
        <source>Practitioner</source>
        <translation>Врач</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>Family name</source>
        <translation>Фамилия</translation>
    </message>
    <message>
        <source>Given name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Patronymic</source>
        <translation>Отчество</translation>
    </message>
    <message>
        <source>Id in the organization</source>
        <translation>Идентификатор в организации</translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation>СНИЛС</translation>
    </message>
    <message>
        <source>The signer of this dispatch:</source>
        <translation>Подписант этой отправки:</translation>
    </message>
    <message>
        <source>No practitioner is set up for this environment: change it here or in the settings.</source>
        <translation>Для этой среды не указан врач: укажите его здесь или в настройках.</translation>
    </message>
    <message>
        <source>%1, id %2</source>
        <translation>%1, идентификатор %2</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchStatusHeader</name>
    <message>
        <source>signed</source>
        <translation>подписано</translation>
    </message>
    <message>
        <source>declined</source>
        <translation>отказ от подписания</translation>
    </message>
    <message>
        <source>did not sign in time</source>
        <translation>не подписано в срок</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ожидается подпись</translation>
    </message>
    <message>
        <source>Practitioner %1</source>
        <translation>Врач %1</translation>
    </message>
    <message>
        <source>Patient %1</source>
        <translation>Пациент %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Created %1; documents: %2</source>
        <translation>Создано %1; документы: %2</translation>
    </message>
    <message>
        <source>none named</source>
        <translation>без названий</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not signed: the dispatch was cancelled</source>
        <translation>не подписано: отправка отменена</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchView</name>
    <message>
        <source>Dispatch</source>
        <translation>Отправка</translation>
    </message>
    <message>
        <source>Cancel dispatch</source>
        <translation>Отменить отправку</translation>
    </message>
    <message>
        <source>The platform returned no document for this dispatch.</source>
        <translation>Платформа не вернула документ по этой отправке.</translation>
    </message>
    <message>
        <source>Save signature (.sig)…</source>
        <translation>Сохранить файл подписи (.sig)…</translation>
    </message>
    <message>
        <source>Save signature %1 (.sig)…</source>
        <translation>Сохранить файл подписи %1 (.sig)…</translation>
    </message>
    <message>
        <source>Detached signatures (*.sig)</source>
        <translation>Откреплённые подписи (*.sig)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
    <message>
        <source>Cancel the dispatch for %1? The patient will no longer be able to sign it.</source>
        <translation>Отменить отправку пациенту %1? Пациент больше не сможет подписать документы.</translation>
    </message>
    <message>
        <source>Cancel the dispatch</source>
        <translation>Отменить отправку</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Не отменять</translation>
    </message>
    <message>
        <source>The dispatch is cancelled.</source>
        <translation>Отправка отменена.</translation>
    </message>
    <message>
        <source>The link was sent again.</source>
        <translation>Ссылка отправлена повторно.</translation>
    </message>
    <message>
        <source>The signing page is open in the browser. The status here changes once the platform has the signature.</source>
        <translation>Страница подписания открыта в браузере. Статус здесь изменится, когда подпись поступит на платформу.</translation>
    </message>
    <message>
        <source>The cancel may have reached the platform: its answer did not arrive. The status here shows it once the platform is asked.</source>
        <translation>Отмена, возможно, дошла до платформы: ответ не пришёл. Статус здесь покажет это после запроса к платформе.</translation>
    </message>
    <message>
        <source>The link may have been sent again: the platform&apos;s answer did not arrive. Ask the patient before sending it once more.</source>
        <translation>Ссылка, возможно, отправлена повторно: ответ платформы не пришёл. Спросите пациента, прежде чем отправлять её ещё раз.</translation>
    </message>
    <message>
        <source>The signing may have been started: the platform&apos;s answer did not arrive. The status here changes once the platform has a signature.</source>
        <translation>Подписание, возможно, начато: ответ платформы не пришёл. Статус здесь изменится, когда у платформы будет подпись.</translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it.</source>
        <translation>Ничего не отправлено: журнал не смог это записать.</translation>
    </message>
    <message>
        <source>Dispatch %1</source>
        <translation>Отправка %1</translation>
    </message>
    <message>
        <source>The signing page also needs the CryptoPro EDS Browser plug-in in that browser.</source>
        <translation>Для страницы подписания в этом браузере нужен также КриптоПро ЭЦП Browser plug-in.</translation>
    </message>
    <message>
        <source>No browser opened the signing page: open the link below in a browser with the crypto plug-in.</source>
        <translation>Браузер не открыл страницу подписания: откройте ссылку ниже в браузере с криптоплагином.</translation>
    </message>
</context>
<context>
    <name>cliniclink::DraftEditingStrip</name>
    <message>
        <source>Replace the draft&apos;s files with these</source>
        <translation>Заменить файлы черновика этими</translation>
    </message>
    <message>
        <source>Stop editing</source>
        <translation>Прекратить редактирование</translation>
    </message>
    <message>
        <source>Editing the draft %1; it has no documents yet. Send delivers it to the patients.</source>
        <translation>Редактируется черновик %1; документов в нём пока нет. «Отправить» доставит его пациентам.</translation>
    </message>
    <message>
        <source>Editing the draft %1, with its documents: %2. Send delivers it to the patients.</source>
        <translation>Редактируется черновик %1, в нём документы: %2. «Отправить» доставит его пациентам.</translation>
    </message>
</context>
<context>
    <name>cliniclink::DraftList</name>
    <message>
        <source>No drafts. &quot;Save as draft&quot; in the New dispatch tab keeps one for 24 hours.</source>
        <translation>Черновиков нет. Кнопка «Сохранить как черновик» на вкладке «Новая отправка» сохраняет черновик на 24 часа.</translation>
    </message>
    <message>
        <source>Open to edit</source>
        <translation>Редактировать</translation>
    </message>
    <message>
        <source>Send as it is</source>
        <translation>Отправить как есть</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>В архив</translation>
    </message>
    <message>
        <source>Delivers the draft to the patients with the files stored on the platform.</source>
        <translation>Доставляет черновик пациентам с файлами, сохранёнными на платформе.</translation>
    </message>
    <message>
        <source>Sent: the patient receives the link now.</source>
        <translation>Отправлено: пациент сейчас получит ссылку.</translation>
    </message>
    <message>
        <source>The draft %1 is archived.</source>
        <translation>Черновик %1 перемещён в архив.</translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it.</source>
        <translation>Ничего не отправлено: журнал не смог это записать.</translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: it may have gone. The lists show it once the platform has been asked.</source>
        <translation>Ответ платформы не пришёл: возможно, запрос ушёл. Списки покажут это после запроса к платформе.</translation>
    </message>
    <message>
        <source>Send the draft</source>
        <translation>Отправка черновика</translation>
    </message>
    <message>
        <source>Send the draft %1 as it is? The patient receives the link at once, and the send is billed.</source>
        <translation>Отправить черновик %1 как есть? Пациент сразу получит ссылку, и отправка будет оплачена.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Do not send</source>
        <translation>Не отправлять</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentController</name>
    <message>
        <source>Fill in or correct first: %1</source>
        <translation>Сначала заполните или исправьте: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was accepted by the platform. The result will appear in the list of orders.</source>
        <translation>Запрос «%1» принят платформой. Результат появится в списке заявок.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is waiting its turn: the service takes only so many requests at a time. Esc cancels.</source>
        <translation>Запрос «%1» ожидает своей очереди к сервису. Esc — отмена.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; waits for the service&apos;s limit until %2. Esc cancels.</source>
        <translation>Запрос «%1» ожидает до %2 из-за лимита сервиса. Esc — отмена.</translation>
    </message>
    <message>
        <source>Sending &quot;%1&quot;… Esc cancels.</source>
        <translation>Отправка запроса «%1»… Esc — отмена.</translation>
    </message>
    <message>
        <source>Sending was cancelled. The form is kept; send again when ready.</source>
        <translation>Отправка отменена. Данные формы сохранены: отправьте запрос снова, когда будете готовы.</translation>
    </message>
    <message>
        <source>Enrichment form</source>
        <translation>Форма обогащения данных</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not sent: the journal could not record it. The form is kept.</source>
        <translation>«%1» не отправлено: журнал не смог это записать. Форма сохранена.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; may have gone: the platform&apos;s answer did not arrive. It is kept in the list as &quot;may have gone&quot;; send again only if you decide to.</source>
        <translation>«%1», возможно, ушло: ответ платформы не пришёл. Заявка осталась в списке с пометкой «возможно, ушла»; отправляйте снова, только если решите так сами.</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentDesk</name>
    <message>
        <source>The order %1 was accepted but could not be saved in the journal: %2</source>
        <translation>Заявка %1 принята, но её не удалось сохранить в журнале: %2</translation>
    </message>
    <message>
        <source>Order not found</source>
        <translation>Заявка не найдена</translation>
    </message>
    <message>
        <source>The order was not sent: the journal could not record it (%1).</source>
        <translation>Заявка не отправлена: журнал не смог её записать (%1).</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentForm</name>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Identity document (for Find SNILS and Find policy)</source>
        <translation>Документ (для поиска СНИЛС и полиса)</translation>
    </message>
    <message>
        <source>&amp;No patronymic</source>
        <translation>&amp;Нет отчества</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выберите…</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Мужской</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Женский</translation>
    </message>
    <message>
        <source>11 digits as printed on the card; the check digits are verified</source>
        <translation>11 цифр, как на карточке СНИЛС; контрольное число проверяется</translation>
    </message>
    <message>
        <source>As in the document; it need not match the text exactly</source>
        <translation>Как в документе; точное совпадение текста не требуется</translation>
    </message>
    <message>
        <source>&amp;Patronymic:</source>
        <translation>От&amp;чество:</translation>
    </message>
    <message>
        <source>Fa&amp;mily name:</source>
        <translation>Ф&amp;амилия:</translation>
    </message>
    <message>
        <source>F&amp;irst name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation>&amp;Дата рождения:</translation>
    </message>
    <message>
        <source>Se&amp;x:</source>
        <translation>П&amp;ол:</translation>
    </message>
    <message>
        <source>SNI&amp;LS (to check it):</source>
        <translation>СНИ&amp;ЛС (для проверки):</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <source>S&amp;eries:</source>
        <translation>Сери&amp;я:</translation>
    </message>
    <message>
        <source>N&amp;umber:</source>
        <translation>Но&amp;мер:</translation>
    </message>
    <message>
        <source>Iss&amp;ue date:</source>
        <translation>Дата &amp;выдачи:</translation>
    </message>
    <message>
        <source>Issued b&amp;y:</source>
        <translation>&amp;Кем выдан:</translation>
    </message>
    <message>
        <source>Issue date and issuer are needed for Find SNILS only.</source>
        <translation>Дата выдачи и орган, выдавший документ, нужны только для поиска СНИЛС.</translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation>Очистить форму</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentOrderList</name>
    <message>
        <source>&amp;Copy result</source>
        <translation>Копировать &amp;результат</translation>
    </message>
    <message>
        <source>S&amp;top following</source>
        <translation>&amp;Больше не отслеживать</translation>
    </message>
    <message>
        <source>Check n&amp;ow</source>
        <translation>Проверить с&amp;ейчас</translation>
    </message>
    <message>
        <source>Show e&amp;xchange</source>
        <translation>Показать &amp;запросы и ответы</translation>
    </message>
    <message>
        <source>Recent orders</source>
        <translation>Последние заявки</translation>
    </message>
    <message>
        <source>Recent orders (Ctrl+L)</source>
        <translation>Последние заявки (Ctrl+L)</translation>
    </message>
    <message>
        <source>No orders in this environment yet. Fill in the form above and choose an action.</source>
        <translation>В этой среде ещё нет заявок. Заполните форму выше и выберите действие.</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentOrderModel</name>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Stopped: no longer followed</source>
        <translation>Остановлено: больше не отслеживается</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>В обработке</translation>
    </message>
    <message>
        <source>next check at %1</source>
        <translation>следующая проверка в %1</translation>
    </message>
    <message>
        <source>checking now…</source>
        <translation>идёт проверка…</translation>
    </message>
    <message>
        <source>last check failed: %1</source>
        <translation>последняя проверка не удалась: %1</translation>
    </message>
    <message>
        <source>No SNILS found</source>
        <translation>СНИЛС не найден</translation>
    </message>
    <message>
        <source>SNILS %1</source>
        <translation>СНИЛС %1</translation>
    </message>
    <message>
        <source>The service gave no answer on %1</source>
        <translation>Сервис не дал ответа по СНИЛС %1</translation>
    </message>
    <message>
        <source>Yes: %1 is this person&apos;s SNILS</source>
        <translation>Да: %1 — СНИЛС этого пациента</translation>
    </message>
    <message>
        <source>No: %1 is not this person&apos;s SNILS</source>
        <translation>Нет: %1 не является СНИЛС этого пациента</translation>
    </message>
    <message>
        <source>No policy found</source>
        <translation>Полис не найден</translation>
    </message>
    <message>
        <source>ENP %1</source>
        <translation>ЕНП %1</translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation>Регион: %1</translation>
    </message>
    <message>
        <source>Insurer: %1</source>
        <translation>СМО: %1</translation>
    </message>
    <message>
        <source>Since %1</source>
        <translation>Действует с %1</translation>
    </message>
    <message>
        <source>Warning: the check digit does not match; compare the number with the policy.</source>
        <translation>Внимание: контрольная цифра не совпадает; сверьте номер с полисом.</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Операция</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Отправляется…</translation>
    </message>
    <message>
        <source>May have gone: the platform&apos;s answer did not arrive, and it offers no way to check. Send again only if the result does not come another way.</source>
        <translation>Возможно, ушла: ответ платформы не пришёл, а проверить это нельзя. Отправляйте снова, только если результат не придёт другим путём.</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentPage</name>
    <message>
        <source>Patient data: SNILS and policy</source>
        <translation>Данные пациента: СНИЛС и полис</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnvironmentBanner</name>
    <message>
        <source>Switch environment</source>
        <translation>Переключение среды</translation>
    </message>
    <message>
        <source>Every request goes to the environment chosen here.</source>
        <translation>Все запросы отправляются в выбранную здесь среду.</translation>
    </message>
    <message>
        <source>&amp;Switch to:</source>
        <translation>&amp;Переключиться на:</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Среда: %1</translation>
    </message>
    <message>
        <source>test platform, no real patients</source>
        <translation>тестовая платформа, без реальных пациентов</translation>
    </message>
    <message>
        <source>built-in sandbox, made-up data</source>
        <translation>встроенная песочница, вымышленные данные</translation>
    </message>
    <message>
        <source>Switch to Production</source>
        <translation>Переключиться на промышленную среду</translation>
    </message>
    <message>
        <source>REAL PATIENTS: every request is for real</source>
        <translation>РЕАЛЬНЫЕ ПАЦИЕНТЫ: каждый запрос выполняется по-настоящему</translation>
    </message>
    <message>
        <source>Requests will go to the production platform and concern real patients.</source>
        <translation>Запросы будут отправляться на промышленную платформу и касаться реальных пациентов.</translation>
    </message>
    <message>
        <source>%1 keeps its work in another journal than the one open now (the clinic database, or this workstation&apos;s own). ClinicLink opens its journal as it starts, so it closes and starts again in %1.</source>
        <translation>Среда «%1» хранит работу не в том журнале, который открыт сейчас (в базе данных клиники или в журнале этого рабочего места). ClinicLink открывает журнал при запуске, поэтому закроется и запустится снова в среде «%1».</translation>
    </message>
    <message>
        <source>Restart in %1?</source>
        <translation>Перезапустить в среде «%1»?</translation>
    </message>
    <message>
        <source>Switch to Production?</source>
        <translation>Переключиться на промышленную среду?</translation>
    </message>
    <message>
        <source>Restart in %1</source>
        <translation>Перезапустить в среде «%1»</translation>
    </message>
</context>
<context>
    <name>cliniclink::EnvironmentForm</name>
    <message>
        <source>&amp;Addresses</source>
        <translation>&amp;Адреса</translation>
    </message>
    <message>
        <source>&amp;Organization</source>
        <translation>&amp;Организация</translation>
    </message>
    <message>
        <source>To&amp;kens</source>
        <translation>&amp;Токены</translation>
    </message>
    <message>
        <source>&amp;Limits</source>
        <translation>&amp;Лимиты</translation>
    </message>
    <message>
        <source>https://… (%1 in the contract); empty: not used</source>
        <translation>https://… (%1 в регламенте); пусто — не используется</translation>
    </message>
    <message>
        <source>Address of %1</source>
        <translation>Адрес сервиса «%1»</translation>
    </message>
    <message>
        <source>Authorization scheme word:</source>
        <translation>Схема авторизации:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Answer timeout:</source>
        <translation>Время ожидания ответа:</translation>
    </message>
    <message>
        <source>Organization identifier (UUID):</source>
        <translation>Идентификатор организации (UUID):</translation>
    </message>
    <message>
        <source>OID of the MIS:</source>
        <translation>OID МИС:</translation>
    </message>
    <message>
        <source>Practitioner at this workstation</source>
        <translation>Медицинский работник на этом рабочем месте</translation>
    </message>
    <message>
        <source>Family name:</source>
        <translation>Фамилия:</translation>
    </message>
    <message>
        <source>Given name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>Middle name:</source>
        <translation>Отчество:</translation>
    </message>
    <message>
        <source>Identifier in the organization:</source>
        <translation>Идентификатор в организации:</translation>
    </message>
    <message>
        <source>SNILS:</source>
        <translation>СНИЛС:</translation>
    </message>
    <message>
        <source>The word before the token in the Authorization header of enrichment, prescription and laboratory requests (N3 on the regional platform).</source>
        <translation>Слово перед токеном в заголовке Authorization в запросах обогащения данных, рецептов и лабораторного обмена (на региональной платформе — N3).</translation>
    </message>
    <message>
        <source>Empty: the system&apos;s certificate authorities only</source>
        <translation>Пусто: только удостоверяющие центры системы</translation>
    </message>
    <message>
        <source>A PEM or DER file with the certificate authorities this environment&apos;s servers use (a clinic&apos;s proxy, the Russian Trusted Root CA). They are trusted for this environment only, in addition to the system&apos;s.</source>
        <translation>Файл PEM или DER с удостоверяющими центрами, которыми пользуются серверы этой среды (прокси клиники, Russian Trusted Root CA). Им доверяют только в этой среде, в дополнение к системным.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>Trusted CA file:</source>
        <translation>Файл доверенных УЦ:</translation>
    </message>
    <message>
        <source>sign.example.ru, esia.example.ru</source>
        <translation>sign.example.ru, esia.example.ru</translation>
    </message>
    <message>
        <source>Links from the server (the signing page) open in the browser only when they lead over https to the signing service&apos;s host or to one of these.</source>
        <translation>Ссылки от сервера (страница подписания) открываются в браузере, только если ведут по https на хост сервиса подписания или на один из этих.</translation>
    </message>
    <message>
        <source>Other hosts for signing links:</source>
        <translation>Другие хосты для ссылок подписания:</translation>
    </message>
    <message>
        <source>Trusted CA file</source>
        <translation>Файл доверенных УЦ</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der)</source>
        <translation>Сертификаты (*.pem *.crt *.cer *.der)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Empty: this workstation&apos;s own journal</source>
        <translation>Пусто: собственный журнал этого рабочего места</translation>
    </message>
    <message>
        <source>The clinic database all workstations share, such as postgresql://registrar@db.clinic.local/cliniclink. The password is kept in the keychain; a server on another machine is reached over TLS checked with the trusted CA file above. Takes effect at the next start.</source>
        <translation>Общая база данных клиники для всех рабочих мест, например postgresql://registrar@db.clinic.local/cliniclink. Пароль хранится в системном хранилище паролей; к серверу на другом компьютере подключение идёт по TLS с проверкой по файлу УЦ, указанному выше. Вступает в силу при следующем запуске.</translation>
    </message>
    <message>
        <source>Clinic database:</source>
        <translation>База данных клиники:</translation>
    </message>
    <message>
        <source>The practitioner&apos;s QES through the closed network (ZSPD)</source>
        <translation>КЭП врача через закрытую сеть (ЗСПД)</translation>
    </message>
    <message>
        <source>On: the signing link leads into the closed data network, where the document can be viewed before signing. Off (for a workstation outside that network): the document goes straight to the crypto plug-in without viewing.</source>
        <translation>Включено: ссылка на подписание ведёт в закрытую сеть передачи данных, где документ можно просмотреть перед подписью. Выключено (рабочее место вне этой сети): документ сразу уходит в криптоплагин без просмотра.</translation>
    </message>
    <message>
        <source>The built-in sandbox fills in its addresses each time it starts. It runs on this workstation alone, so its work stays in this workstation&apos;s journal, never in a clinic database.</source>
        <translation>Встроенная песочница сама заполняет адреса при каждом запуске. Она работает только на этом рабочем месте, поэтому её данные остаются в журнале этого рабочего места и никогда не попадают в базу данных клиники.</translation>
    </message>
    <message>
        <source>This workstation&apos;s own journal only</source>
        <translation>Только журнал этого рабочего места</translation>
    </message>
</context>
<context>
    <name>cliniclink::ExchangeView</name>
    <message>
        <source>&amp;Copy exchange</source>
        <translation>&amp;Копировать запрос и ответ</translation>
    </message>
    <message>
        <source>Request body</source>
        <translation>Тело запроса</translation>
    </message>
    <message>
        <source>Response body</source>
        <translation>Тело ответа</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Запрос</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Ответ</translation>
    </message>
    <message numerus="yes">
        <source>(%n byte(s) of binary data)</source>
        <translation>
            <numerusform>(%n байт двоичных данных)</numerusform>
            <numerusform>(%n байта двоичных данных)</numerusform>
            <numerusform>(%n байт двоичных данных)</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>%1 %2 — %3, %4 ms, %5</source>
        <translation>%1 %2 — %3, %4 мс, %5</translation>
    </message>
    <message>
        <source>(attempt %1)</source>
        <translation>(попытка %1)</translation>
    </message>
    <message>
        <source>Recorded in diagnostic mode: personal data is not masked.</source>
        <translation>Записано в диагностическом режиме: персональные данные не замаскированы.</translation>
    </message>
    <message>
        <source>(no body)</source>
        <translation>(тело отсутствует)</translation>
    </message>
    <message>
        <source>Select a request to see what was sent and what came back.</source>
        <translation>Выберите запрос, чтобы увидеть, что было отправлено и что пришло в ответ.</translation>
    </message>
</context>
<context>
    <name>cliniclink::FollowAnswer</name>
    <message>
        <source>No longer in the sandbox: it was reset</source>
        <translation>Больше нет в песочнице: её сбросили</translation>
    </message>
    <message>
        <source>Lost when the sandbox was reset</source>
        <translation>Потеряна при сбросе песочницы</translation>
    </message>
</context>
<context>
    <name>cliniclink::FollowDesk</name>
    <message>
        <source>This kind of request cannot be followed.</source>
        <translation>Такой запрос нельзя отслеживать.</translation>
    </message>
    <message>
        <source>The application stopped before the platform answered.</source>
        <translation>Приложение было остановлено до ответа платформы.</translation>
    </message>
    <message>
        <source>Nothing in this application follows this kind.</source>
        <translation>В приложении нет раздела, который отслеживает такие запросы.</translation>
    </message>
    <message>
        <source>Not found on the platform: it did not arrive.</source>
        <translation>На платформе не найдено: запрос не дошёл.</translation>
    </message>
</context>
<context>
    <name>cliniclink::FollowedKind</name>
    <message>
        <source>The platform offers no way to check whether it arrived. It may have gone: look before sending again.</source>
        <translation>Платформа не позволяет проверить, дошёл ли запрос. Возможно, он ушёл: проверьте, прежде чем отправлять снова.</translation>
    </message>
</context>
<context>
    <name>cliniclink::FormField</name>
    <message>
        <source>Required.</source>
        <translation>Обязательное поле.</translation>
    </message>
</context>
<context>
    <name>cliniclink::InviteTab</name>
    <message>
        <source>SMS</source>
        <translation>СМС</translation>
    </message>
    <message>
        <source>Chat-bot</source>
        <translation>Чат-бот</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Эл. почта</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Пригласить</translation>
    </message>
    <message>
        <source>name@example.ru</source>
        <translation>name@example.ru</translation>
    </message>
    <message>
        <source>The patient receives a link to fill in their identity documents and sign the consent to the processing of personal data. SMS and the chat-bot reach only a Russian mobile number +7 9XX; the patient app cannot carry an invitation.</source>
        <translation>Пациент получит ссылку, чтобы заполнить данные документов, удостоверяющих личность, и подписать согласие на обработку персональных данных. СМС и чат-бот доходят только на российский мобильный номер +7 9XX; через приложение пациента приглашение не отправляется.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Приглашение</translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation>Мобильный телефон</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>Каналы</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Phone and e-mail</source>
        <translation>Телефон и эл. почта</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Invitations sent from this workstation</source>
        <translation>Приглашения, отправленные с этого рабочего места</translation>
    </message>
    <message>
        <source>A phone is +7 and 10 digits.</source>
        <translation>Телефон — это +7 и 10 цифр.</translation>
    </message>
    <message>
        <source>SMS and the chat-bot need a Russian mobile number +7 9XX.</source>
        <translation>Для СМС и чат-бота нужен российский мобильный номер +7 9XX.</translation>
    </message>
    <message>
        <source>Enter the patient&apos;s e-mail for this channel.</source>
        <translation>Для этого канала укажите эл. почту пациента.</translation>
    </message>
    <message>
        <source>Choose at least one channel.</source>
        <translation>Выберите хотя бы один канал.</translation>
    </message>
    <message>
        <source>Invitation %1</source>
        <translation>Приглашение %1</translation>
    </message>
    <message>
        <source>The invitation was accepted.</source>
        <translation>Приглашение принято.</translation>
    </message>
    <message>
        <source>The invitation may have been sent: the platform&apos;s answer did not arrive.</source>
        <translation>Возможно, приглашение отправлено: ответ платформы не пришёл.</translation>
    </message>
    <message>
        <source>The invitation was not sent.</source>
        <translation>Приглашение не отправлено.</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>принято</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>отклонено: %1</translation>
    </message>
    <message>
        <source>may have gone: %1</source>
        <translation>возможно, ушло: %1</translation>
    </message>
    <message>
        <source>sending…</source>
        <translation>отправляется…</translation>
    </message>
    <message>
        <source>Invitations sent from the clinic&apos;s workstations</source>
        <translation>Приглашения, отправленные с рабочих мест клиники</translation>
    </message>
</context>
<context>
    <name>cliniclink::Journal</name>
    <message>
        <source>The local journal is not open.</source>
        <translation>Локальный журнал не открыт.</translation>
    </message>
    <message>
        <source>Access to the local journal %1 cannot be restricted to your user account, so it is not used.</source>
        <translation>Не удаётся ограничить доступ к локальному журналу %1 только вашей учётной записью, поэтому журнал не используется.</translation>
    </message>
    <message>
        <source>The local journal %1 was written by a newer version of ClinicLink. Update ClinicLink to use it; the file has not been changed.</source>
        <translation>Локальный журнал %1 создан более новой версией ClinicLink. Чтобы работать с ним, обновите ClinicLink; файл не изменён.</translation>
    </message>
    <message>
        <source>The local journal %1 cannot be upgraded to this version of ClinicLink; the file has been left as it was.</source>
        <translation>Не удаётся обновить локальный журнал %1 для этой версии ClinicLink; файл оставлен без изменений.</translation>
    </message>
    <message>
        <source>The entry is no longer in the local journal.</source>
        <translation>Этой записи больше нет в локальном журнале.</translation>
    </message>
    <message>
        <source>The local journal %1 cannot be opened. Check that the folder %2 exists and that your user account may write to it.</source>
        <translation>Не удаётся открыть локальный журнал %1. Проверьте, что папка %2 существует и ваша учётная запись может в неё писать.</translation>
    </message>
    <message>
        <source>The local journal %1 cannot be read or written.</source>
        <translation>Локальный журнал %1 не удаётся прочитать или записать.</translation>
    </message>
    <message>
        <source>The disk that holds the local journal is full. Free some space in %1, then press Check again.</source>
        <translation>Диск, на котором лежит локальный журнал, заполнен. Освободите место в %1 и нажмите «Проверить снова».</translation>
    </message>
    <message>
        <source>The local journal %1 cannot be written. Check the permissions of the folder %2 and of the file.</source>
        <translation>В локальный журнал %1 не удаётся записать. Проверьте права на папку %2 и на сам файл.</translation>
    </message>
    <message>
        <source>The local journal %1 is damaged.</source>
        <translation>Локальный журнал %1 повреждён.</translation>
    </message>
    <message>
        <source>The clinic database %1 cannot be reached. Check the network and that the database server is running; ask the administrator if it stays so.</source>
        <translation>Нет связи с базой данных клиники %1. Проверьте сеть и что сервер базы данных работает; если связь не появится, обратитесь к администратору.</translation>
    </message>
    <message>
        <source>The clinic database %1 was upgraded by a newer version of ClinicLink. Update ClinicLink on this workstation to use it.</source>
        <translation>База данных клиники %1 обновлена более новой версией ClinicLink. Чтобы работать с ней, обновите ClinicLink на этом рабочем месте.</translation>
    </message>
    <message>
        <source>The clinic database %1 cannot be upgraded to this version of ClinicLink; it has been left as it was. The administrator can upgrade it with cliniclink --init-clinic-db.</source>
        <translation>Базу данных клиники %1 не удалось обновить до этой версии ClinicLink; она оставлена как была. Администратор может обновить её командой cliniclink --init-clinic-db.</translation>
    </message>
    <message>
        <source>The clinic database %1 cannot be read or written.</source>
        <translation>Не удаётся прочитать или записать базу данных клиники %1.</translation>
    </message>
    <message>
        <source>The clinic database %1 does not take writes now. Ask the administrator to check the database server&apos;s disk and this workstation&apos;s role.</source>
        <translation>База данных клиники %1 сейчас не принимает записи. Попросите администратора проверить диск сервера базы данных и роль этого рабочего места.</translation>
    </message>
    <message>
        <source>The clinic database %1 is on another machine: ClinicLink reaches it only over TLS checked with the environment&apos;s trusted CA file. Choose that file in Settings.</source>
        <translation>База данных клиники %1 находится на другом компьютере: ClinicLink подключается к ней только по TLS с проверкой по файлу УЦ этой среды. Укажите этот файл в настройках.</translation>
    </message>
    <message>
        <source>The connection to the clinic database %1 was lost. Nothing billed is sent until it is back, the lists show what was read last, and ClinicLink connects again by itself.</source>
        <translation>Связь с базой данных клиники %1 потеряна. Пока она не восстановится, платные запросы не отправляются, списки показывают последние прочитанные данные, а ClinicLink подключается заново сам.</translation>
    </message>
</context>
<context>
    <name>cliniclink::JournalHealthBanner</name>
    <message>
        <source>Check again</source>
        <translation>Проверить снова</translation>
    </message>
    <message>
        <source>Sending is stopped: what is sent could not be recorded in the local journal.</source>
        <translation>Отправка остановлена: отправляемое не удаётся записать в локальный журнал.</translation>
    </message>
    <message>
        <source>Sending is stopped: what is sent could not be recorded in the clinic database.</source>
        <translation>Отправка остановлена: отправляемое не удаётся записать в базу данных клиники.</translation>
    </message>
    <message>
        <source>The list cannot be read now: the clinic database is out of reach. It fills in by itself once the database answers.</source>
        <translation>Список сейчас не прочитать: база данных клиники недоступна. Он заполнится сам, когда база данных снова ответит.</translation>
    </message>
    <message>
        <source>The list cannot be read now: the journal is not open. It fills in by itself once it opens.</source>
        <translation>Список сейчас не прочитать: журнал не открыт. Он заполнится сам, когда журнал откроется.</translation>
    </message>
</context>
<context>
    <name>cliniclink::JournalWatch</name>
    <message>
        <source>The local journal is not open yet.</source>
        <translation>Локальный журнал ещё не открыт.</translation>
    </message>
    <message>
        <source>The local journal was damaged. It was moved to %1 and kept as it was; a new journal was started, so what the old one followed is not followed here.</source>
        <translation>Локальный журнал был повреждён. Он перенесён в %1 и сохранён как есть; начат новый журнал, поэтому то, что отслеживал старый, здесь не отслеживается.</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabCodeCheck</name>
    <message>
        <source>The dictionary service could not check the code %1. Try again in a moment.</source>
        <translation>Сервис НСИ (справочники) не смог проверить код %1. Повторите попытку чуть позже.</translation>
    </message>
    <message>
        <source>The dictionary service could not check the code %1: the lab will check it.</source>
        <translation>Сервис НСИ (справочники) не смог проверить код %1: его проверит лаборатория.</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabDesk</name>
    <message>
        <source>Saved in the lab, but not in the journal: %1</source>
        <translation>Сохранено в лаборатории, но не в журнале: %1</translation>
    </message>
    <message>
        <source>The order was not sent: the journal could not record it (%1).</source>
        <translation>Заявка не отправлена: журнал не смог её записать (%1).</translation>
    </message>
    <message>
        <source>The lab answered without the order&apos;s id.</source>
        <translation>Лаборатория ответила без идентификатора заявки.</translation>
    </message>
    <message>
        <source>The order %1 was accepted but could not be saved in the journal: %2</source>
        <translation>Заявка %1 принята, но не сохранена в журнале: %2</translation>
    </message>
    <message>
        <source>The cancel was not sent: the journal could not record it (%1).</source>
        <translation>Отмена не отправлена: журнал не смог её записать (%1).</translation>
    </message>
    <message>
        <source>Order not found</source>
        <translation>Заявка не найдена</translation>
    </message>
    <message>
        <source>May have gone: the status could not be read (%1).</source>
        <translation>Возможно, ушло: не удалось прочитать статус (%1).</translation>
    </message>
    <message>
        <source>May have gone: the orders could not be read (%1).</source>
        <translation>Возможно, ушла: не удалось прочитать список заявок (%1).</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderForm</name>
    <message>
        <source>Add service</source>
        <translation>Добавить услугу</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>What will be sent</source>
        <translation>Что будет отправлено</translation>
    </message>
    <message>
        <source>Send to the lab</source>
        <translation>Отправить в лабораторию</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Press “What will be sent” to see the order before sending it.</source>
        <translation>Нажмите «Что будет отправлено», чтобы увидеть заявку перед отправкой.</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Order number</source>
        <translation>Номер заявки</translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation>Лаборатория</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Услуги</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Оплата</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Приоритет</translation>
    </message>
    <message>
        <source>Specimen and encounter</source>
        <translation>Биоматериал и случай обслуживания</translation>
    </message>
    <message>
        <source>Specimen type</source>
        <translation>Тип биоматериала</translation>
    </message>
    <message>
        <source>Container</source>
        <translation>Контейнер</translation>
    </message>
    <message>
        <source>Tube barcode</source>
        <translation>Штрихкод пробирки</translation>
    </message>
    <message>
        <source>Taken at</source>
        <translation>Время взятия</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Diagnosis (ICD-10)</source>
        <translation>Диагноз (МКБ-10)</translation>
    </message>
    <message>
        <source>Encounter type</source>
        <translation>Тип случая обслуживания</translation>
    </message>
    <message>
        <source>Encounter reason</source>
        <translation>Цель обращения</translation>
    </message>
    <message>
        <source>Height, weight…</source>
        <translation>Рост, вес…</translation>
    </message>
    <message>
        <source>Clear the order</source>
        <translation>Очистить заявку</translation>
    </message>
    <message>
        <source>Clear every field of the order? What was typed is not kept.</source>
        <translation>Очистить все поля заявки? Введённое не сохранится.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Оставить</translation>
    </message>
    <message>
        <source>Routine</source>
        <comment>lab order priority</comment>
        <translation>Планово</translation>
    </message>
    <message>
        <source>Urgent</source>
        <comment>lab order priority</comment>
        <translation>Срочно</translation>
    </message>
    <message>
        <source>As soon as possible</source>
        <comment>lab order priority</comment>
        <translation>Как можно скорее</translation>
    </message>
    <message>
        <source>Immediately</source>
        <comment>lab order priority</comment>
        <translation>Немедленно</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderFormController</name>
    <message>
        <source>Laboratory order</source>
        <translation>Лабораторная заявка</translation>
    </message>
    <message>
        <source>The unsent order was restored from the journal.</source>
        <translation>Неотправленная заявка восстановлена из журнала.</translation>
    </message>
    <message>
        <source>Correct the marked fields.</source>
        <translation>Исправьте отмеченные поля.</translation>
    </message>
    <message>
        <source>Check before sending:</source>
        <translation>Проверьте перед отправкой:</translation>
    </message>
    <message>
        <source>Order %1 for %2, taken %3, tube %4</source>
        <translation>Заявка %1 для %2, взятие %3, пробирка %4</translation>
    </message>
    <message>
        <source>The order was sent to the lab.</source>
        <translation>Заявка отправлена в лабораторию.</translation>
    </message>
    <message>
        <source>The order may have gone; it is being looked up.</source>
        <translation>Заявка, возможно, ушла; выясняем.</translation>
    </message>
    <message>
        <source>Checking the codes with the dictionary service…</source>
        <translation>Коды проверяются в НСИ (справочниках)…</translation>
    </message>
    <message>
        <source>The order was not sent.</source>
        <translation>Заявка не отправлена.</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderList</name>
    <message>
        <source>Open result</source>
        <translation>Открыть результат</translation>
    </message>
    <message>
        <source>Cancel order</source>
        <translation>Отменить заявку</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Проверить сейчас</translation>
    </message>
    <message>
        <source>Find orders</source>
        <translation>Найти заявки</translation>
    </message>
    <message>
        <source>Find results</source>
        <translation>Найти результаты</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Find in the laboratory</source>
        <translation>Поиск в лаборатории</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>Open by barcode</source>
        <translation>Открыть по штрихкоду</translation>
    </message>
    <message>
        <source>Type or scan the tube&apos;s barcode</source>
        <translation>Введите или отсканируйте штрихкод пробирки</translation>
    </message>
    <message>
        <source>&amp;Laboratory</source>
        <translation>&amp;Лаборатория</translation>
    </message>
    <message>
        <source>Tube &amp;barcode</source>
        <translation>&amp;Штрихкод пробирки</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderListController</name>
    <message>
        <source>Order %1</source>
        <translation>Заявка %1</translation>
    </message>
    <message>
        <source>Choose the laboratory to ask: no laboratory has been sent an order from this workstation yet.</source>
        <translation>Выберите лабораторию для поиска: с этого компьютера заявки ещё не отправлялись ни в одну лабораторию.</translation>
    </message>
    <message>
        <source>Type or scan the tube&apos;s barcode first.</source>
        <translation>Сначала введите или отсканируйте штрихкод пробирки.</translation>
    </message>
    <message>
        <source>Order %1 is selected in the list: the laboratory has no result yet.</source>
        <translation>Заявка %1 выделена в списке: результата из лаборатории пока нет.</translation>
    </message>
    <message>
        <source>No order with the tube barcode %1 was found. Check the code, or choose the laboratory the tube went to.</source>
        <translation>Заявка со штрихкодом пробирки %1 не найдена. Проверьте код или выберите лабораторию, куда отправлена пробирка.</translation>
    </message>
    <message>
        <source>The laboratory the searches ask. Empty: every laboratory the clinic&apos;s workstations sent an order to.</source>
        <translation>Лаборатория, в которой идёт поиск. Если не выбрана — все лаборатории, куда с рабочих мест клиники отправлялись заявки.</translation>
    </message>
    <message>
        <source>The laboratory the searches ask. Empty: every laboratory this workstation sent an order to.</source>
        <translation>Лаборатория, в которой идёт поиск. Если не выбрана — все лаборатории, куда с этого компьютера отправлялись заявки.</translation>
    </message>
    <message>
        <source>Choose the laboratory to ask: no laboratory has been sent an order from the clinic&apos;s workstations yet.</source>
        <translation>Выберите лабораторию для поиска: с рабочих мест клиники заявки ещё не отправлялись ни в одну лабораторию.</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderModel</name>
    <message>
        <source>Sending</source>
        <translation>Отправляется</translation>
    </message>
    <message>
        <source>May have gone</source>
        <translation>Возможно, ушла</translation>
    </message>
    <message>
        <source>In the laboratory</source>
        <translation>В лаборатории</translation>
    </message>
    <message>
        <source>Accepted by the laboratory</source>
        <translation>Принята лабораторией</translation>
    </message>
    <message>
        <source>Results ready</source>
        <translation>Результаты готовы</translation>
    </message>
    <message>
        <source>Error at the laboratory</source>
        <translation>Ошибка в лаборатории</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Отклонена</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Отменена</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabPage</name>
    <message>
        <source>Patient and practitioner</source>
        <translation>Пациент и врач</translation>
    </message>
    <message>
        <source>New order</source>
        <translation>Новая заявка</translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation>Заявки и результаты</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabPartyController</name>
    <message>
        <source>The patient is registered in the lab (id %1).</source>
        <translation>Пациент зарегистрирован в лаборатории (идентификатор %1).</translation>
    </message>
    <message>
        <source>The practitioner is registered in the lab (id %1).</source>
        <translation>Врач зарегистрирован в лаборатории (идентификатор %1).</translation>
    </message>
    <message>
        <source>Correct the marked fields.</source>
        <translation>Исправьте отмеченные поля.</translation>
    </message>
    <message>
        <source>The practitioner needs an id in the MIS and a family name.</source>
        <translation>Для врача нужны идентификатор в МИС и фамилия.</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabPartyForm</name>
    <message>
        <source>Anonymous patient</source>
        <translation>Анонимный пациент</translation>
    </message>
    <message>
        <source>Register patient in the lab</source>
        <translation>Зарегистрировать пациента в лаборатории</translation>
    </message>
    <message>
        <source>Register practitioner in the lab</source>
        <translation>Зарегистрировать врача в лаборатории</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Женский</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Мужской</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Registered earlier</source>
        <translation>Зарегистрирован ранее</translation>
    </message>
    <message>
        <source>Patient id in the MIS</source>
        <translation>Идентификатор пациента в МИС</translation>
    </message>
    <message>
        <source>Family name</source>
        <translation>Фамилия</translation>
    </message>
    <message>
        <source>Given name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation>Отчество</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>Пол</translation>
    </message>
    <message>
        <source>Date of birth</source>
        <translation>Дата рождения</translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation>СНИЛС</translation>
    </message>
    <message>
        <source>Policy number (ENP)</source>
        <translation>Номер полиса (ЕНП)</translation>
    </message>
    <message>
        <source>Passport (series:number)</source>
        <translation>Паспорт (серия:номер)</translation>
    </message>
    <message>
        <source>Ordering practitioner</source>
        <translation>Направивший врач</translation>
    </message>
    <message>
        <source>Practitioner id in the MIS</source>
        <translation>Идентификатор врача в МИС</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Должность</translation>
    </message>
    <message>
        <source>Specialty</source>
        <translation>Специальность</translation>
    </message>
    <message>
        <source>Update patient in the lab</source>
        <translation>Обновить пациента в лаборатории</translation>
    </message>
    <message>
        <source>Update practitioner in the lab</source>
        <translation>Обновить врача в лаборатории</translation>
    </message>
    <message>
        <source>New patient</source>
        <translation>Новый пациент</translation>
    </message>
</context>
<context>
    <name>cliniclink::LabResultView</name>
    <message>
        <source>Laboratory result</source>
        <translation>Результат лабораторного исследования</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Ед. изм.</translation>
    </message>
    <message>
        <source>Reference range</source>
        <translation>Референсный интервал</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Флаг</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>The laboratory reported an error: %1</source>
        <translation>Лаборатория сообщила об ошибке: %1</translation>
    </message>
    <message>
        <source>Conclusion:
%1</source>
        <translation>Заключение:
%1</translation>
    </message>
    <message>
        <source>Save signature…</source>
        <translation>Сохранить подпись…</translation>
    </message>
    <message>
        <source>Save %1…</source>
        <translation>Сохранить %1…</translation>
    </message>
    <message>
        <source>Detached signatures (*.p7s *.sig)</source>
        <translation>Открепленные подписи (*.p7s *.sig)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>норма</translation>
    </message>
    <message>
        <source>below normal</source>
        <translation>ниже нормы</translation>
    </message>
    <message>
        <source>critically below normal</source>
        <translation>критически ниже нормы</translation>
    </message>
    <message>
        <source>above normal</source>
        <translation>выше нормы</translation>
    </message>
    <message>
        <source>critically above normal</source>
        <translation>критически выше нормы</translation>
    </message>
    <message>
        <source>abnormal</source>
        <translation>отклонение от нормы</translation>
    </message>
    <message>
        <source>critically abnormal</source>
        <translation>критическое отклонение от нормы</translation>
    </message>
    <message>
        <source>detected</source>
        <translation>обнаружено</translation>
    </message>
    <message>
        <source>not detected</source>
        <translation>не обнаружено</translation>
    </message>
    <message>
        <source>susceptible</source>
        <comment>antibiotic sensitivity</comment>
        <translation>чувствителен</translation>
    </message>
    <message>
        <source>intermediate</source>
        <comment>antibiotic sensitivity</comment>
        <translation>умеренно устойчив</translation>
    </message>
    <message>
        <source>resistant</source>
        <comment>antibiotic sensitivity</comment>
        <translation>устойчив</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a code and its name</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a flag and its meaning</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a flag and its meaning in the legend</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Flags: %1</source>
        <translation>Флаги: %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::LimitsEditor</name>
    <message>
        <source>all requests</source>
        <translation>все запросы</translation>
    </message>
    <message>
        <source>status requests</source>
        <translation>запросы статуса</translation>
    </message>
    <message>
        <source>Requests per minute the workstation allows itself. Leave an override at &quot;contract&quot; unless the platform&apos;s operator gave you a different figure.</source>
        <translation>Сколько запросов в минуту рабочее место может отправлять. Оставьте «по регламенту» в столбце своего значения, если оператор платформы не сообщил вам другую цифру.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросы</translation>
    </message>
    <message>
        <source>Contract, per minute</source>
        <translation>По регламенту, в минуту</translation>
    </message>
    <message>
        <source>Override, per minute</source>
        <translation>Своё значение, в минуту</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>по регламенту</translation>
    </message>
    <message>
        <source>Override for %1</source>
        <translation>Своё значение: %1</translation>
    </message>
    <message>
        <source>new dispatches for signing</source>
        <translation>новые отправки на подписание</translation>
    </message>
    <message>
        <source>dispatch downloads with the PDF</source>
        <translation>получение отправок вместе с PDF</translation>
    </message>
    <message>
        <source>Between requests about the same order</source>
        <translation>Между запросами об одном и том же заказе</translation>
    </message>
    <message>
        <source>Between any two requests, whatever the order</source>
        <translation>Между любыми двумя запросами, о каком бы заказе они ни были</translation>
    </message>
    <message>
        <source>The enrichment service asks for a pause of 10 seconds between status requests. Choose &quot;whatever the order&quot; only if the platform&apos;s operator reads it so: results of many orders then arrive more slowly.</source>
        <translation>Сервис обогащения требует паузы 10 секунд между запросами статуса. Выбирайте «о каком бы заказе они ни были», только если так это правило понимает оператор платформы: тогда результаты многих заказов приходят медленнее.</translation>
    </message>
    <message>
        <source>&amp;Pause of 10 s between status requests of the enrichment service:</source>
        <translation>&amp;Пауза 10 с между запросами статуса в сервисе обогащения:</translation>
    </message>
</context>
<context>
    <name>cliniclink::LinkPanel</name>
    <message>
        <source>Copy link</source>
        <translation>Копировать ссылку</translation>
    </message>
    <message>
        <source>Open again</source>
        <translation>Открыть снова</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Ссылка</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
    <message>
        <source>No browser opened this link. Copy it into a web browser, or install one and make it the default (on Debian and Astra Linux: the packages firefox-esr or chromium, and xdg-utils), then press Open again.</source>
        <translation>Ссылку не открыл ни один браузер. Скопируйте её в браузер или установите браузер и сделайте его браузером по умолчанию (в Debian и Astra Linux: пакеты firefox-esr или chromium, а также xdg-utils), затем нажмите «Открыть снова».</translation>
    </message>
</context>
<context>
    <name>cliniclink::MainWindow</name>
    <message>
        <source>Areas</source>
        <translation>Разделы</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>Журнал запросов</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About ClinicLink Workstation</source>
        <translation>&amp;О программе ClinicLink Workstation</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>ClinicLink Workstation — %1</source>
        <translation>ClinicLink Workstation — %1</translation>
    </message>
    <message>
        <source>&amp;Reset the sandbox…</source>
        <translation>&amp;Сбросить песочницу…</translation>
    </message>
    <message>
        <source>Quit ClinicLink</source>
        <translation>Выход из ClinicLink</translation>
    </message>
    <message>
        <source>Nothing is lost: they are checked again the next time the workstation starts, and the answers that came meanwhile are shown then.</source>
        <translation>Ничего не потеряется: при следующем запуске рабочего места они будут проверены снова, и пришедшие за это время ответы будут показаны.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Остаться</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) are not finished yet.</source>
        <translation>
            <numerusform>Не завершён %n запрос.</numerusform>
            <numerusform>Не завершены %n запроса.</numerusform>
            <numerusform>Не завершены %n запросов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of them, %n row(s) of patient lists are not sent yet: sending goes on then.</source>
        <translation>
            <numerusform>Из них %n строка списков пациентов ещё не отправлена: отправка продолжится при следующем запуске.</numerusform>
            <numerusform>Из них %n строки списков пациентов ещё не отправлены: отправка продолжится при следующем запуске.</numerusform>
            <numerusform>Из них %n строк списков пациентов ещё не отправлены: отправка продолжится при следующем запуске.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
</context>
<context>
    <name>cliniclink::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Закрыть сообщение</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробнее</translation>
    </message>
    <message>
        <source>Show the whole message</source>
        <translation>Показать сообщение целиком</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Свернуть</translation>
    </message>
    <message>
        <source>Show the message in one line</source>
        <translation>Показать сообщение в одну строку</translation>
    </message>
</context>
<context>
    <name>cliniclink::OrderExchangeDialog</name>
    <message>
        <source>Exchange of order %1</source>
        <translation>Запросы и ответы по заявке %1</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>The request log of this session has no exchange of this order (the log starts empty when the workstation starts).</source>
        <translation>В журнале запросов этого сеанса нет запросов по этой заявке (при запуске рабочего места журнал пуст).</translation>
    </message>
    <message>
        <source>Personal data is masked unless the diagnostic mode was on.</source>
        <translation>Персональные данные замаскированы, если не был включён диагностический режим.</translation>
    </message>
</context>
<context>
    <name>cliniclink::OrgDispatchList</name>
    <message>
        <source>Find</source>
        <translation>Найти</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation>← Назад</translation>
    </message>
    <message>
        <source>Next →</source>
        <translation>Вперёд →</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Все статусы</translation>
    </message>
    <message>
        <source>Patient&apos;s MIS id</source>
        <translation>ID пациента в МИС</translation>
    </message>
    <message>
        <source>The patient&apos;s id in the MIS, exactly as sent (idPatientMis)</source>
        <translation>Идентификатор пациента в МИС в точности как при отправке (idPatientMis)</translation>
    </message>
    <message>
        <source>Created from</source>
        <translation>Созданы с</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>The first date is after the second: swap them or change one.</source>
        <translation>Первая дата позже второй: поменяйте их местами или исправьте одну из них.</translation>
    </message>
    <message>
        <source>Stopped: the list was not read.</source>
        <translation>Остановлено: список не загружен.</translation>
    </message>
    <message>
        <source>The organization&apos;s dispatches could not be read.</source>
        <translation>Не удалось загрузить отправки организации.</translation>
    </message>
    <message>
        <source>Reading the organization&apos;s dispatches… Esc stops.</source>
        <translation>Загрузка отправок организации… Esc — остановить.</translation>
    </message>
    <message>
        <source>No more dispatches on this page.</source>
        <translation>На этой странице отправок больше нет.</translation>
    </message>
    <message>
        <source>The platform lists no dispatch of the organization for this filter.</source>
        <translation>На платформе нет отправок организации, подходящих под условия поиска.</translation>
    </message>
    <message>
        <source>Not read yet.</source>
        <translation>Ещё не загружено.</translation>
    </message>
    <message>
        <source>Nothing found.</source>
        <translation>Ничего не найдено.</translation>
    </message>
    <message>
        <source>Dispatches %1–%2 of %3</source>
        <translation>Отправки %1–%2 из %3</translation>
    </message>
    <message>
        <source>Dispatches %1–%2</source>
        <translation>Отправки %1–%2</translation>
    </message>
    <message>
        <source>The list was not read: correct the date or leave the field empty.</source>
        <translation>Список не запрошен: исправьте дату или оставьте поле пустым.</translation>
    </message>
    <message>
        <source>Created on or after this day, by Moscow time as the platform dates dispatches (empty: no limit)</source>
        <translation>Созданные в этот день и позже, по московскому времени, как их датирует платформа (пусто — без ограничения)</translation>
    </message>
    <message>
        <source>Created on or before this day, by Moscow time as the platform dates dispatches (empty: no limit)</source>
        <translation>Созданные в этот день и раньше, по московскому времени, как их датирует платформа (пусто — без ограничения)</translation>
    </message>
</context>
<context>
    <name>cliniclink::OrgDispatchModel</name>
    <message>
        <source>Dispatch %1</source>
        <translation>Отправка %1</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>MIS id %1</source>
        <translation>ID в МИС: %1</translation>
    </message>
    <message>
        <source>practitioner not given</source>
        <translation>врач не указан</translation>
    </message>
    <message>
        <source>practitioner %1</source>
        <translation>врач %1</translation>
    </message>
    <message>
        <source>%1, this computer</source>
        <translation>%1, этот компьютер</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Создано</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Документы</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Sent by</source>
        <translation>Отправитель</translation>
    </message>
    <message>
        <source>%1, a clinic workstation</source>
        <translation>%1, рабочее место клиники</translation>
    </message>
</context>
<context>
    <name>cliniclink::OutboxSend</name>
    <message>
        <source>It may have gone: %1</source>
        <translation>Возможно, ушло: %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::OverviewPage</name>
    <message>
        <source>Open &amp;settings…</source>
        <translation>Открыть &amp;настройки…</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Сервисы</translation>
    </message>
    <message>
        <source>This workstation</source>
        <translation>Это рабочее место</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Токены:</translation>
    </message>
    <message>
        <source>Journal:</source>
        <translation>Журнал:</translation>
    </message>
    <message>
        <source>Not configured</source>
        <translation>Не настроен</translation>
    </message>
    <message>
        <source>%1 — no token yet</source>
        <translation>%1 — токен ещё не указан</translation>
    </message>
    <message>
        <source>The built-in sandbox is not running, so its services have no address. Start the application again, or choose another environment in the banner above.</source>
        <translation>Встроенная песочница не запущена, поэтому у её сервисов нет адресов. Перезапустите приложение или выберите другую среду на панели вверху.</translation>
    </message>
    <message>
        <source>Welcome to ClinicLink Workstation. No service of this environment has an address yet: open the settings, fill in the addresses the platform&apos;s operator gave you, paste the tokens, and press &quot;Check connection&quot;. To look around first, switch to the built-in Sandbox: it works without any of this.</source>
        <translation>Добро пожаловать в ClinicLink Workstation! Ни у одного сервиса этой среды ещё нет адреса: откройте настройки, укажите адреса, полученные от оператора платформы, вставьте токены и нажмите «Проверить подключение». Чтобы сначала осмотреться, переключитесь на встроенную Песочницу: в ней ничего этого не требуется.</translation>
    </message>
    <message numerus="yes">
        <source>Welcome. %n service(s) of this environment still need an access token: open the settings, paste the tokens the platform&apos;s operator issued, and press &quot;Check connection&quot;.</source>
        <translation>
            <numerusform>Добро пожаловать! Для %n сервиса этой среды ещё не указан токен доступа: откройте настройки, вставьте токены, выданные оператором платформы, и нажмите «Проверить подключение».</numerusform>
            <numerusform>Добро пожаловать! Для %n сервисов этой среды ещё не указаны токены доступа: откройте настройки, вставьте токены, выданные оператором платформы, и нажмите «Проверить подключение».</numerusform>
            <numerusform>Добро пожаловать! Для %n сервисов этой среды ещё не указаны токены доступа: откройте настройки, вставьте токены, выданные оператором платформы, и нажмите «Проверить подключение».</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored in the system keychain</source>
        <translation>Хранятся в системном хранилище паролей</translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation>Проверка системного хранилища паролей…</translation>
    </message>
    <message>
        <source>Open; what is sent is recorded</source>
        <translation>Открыт; отправляемые данные записываются</translation>
    </message>
    <message>
        <source>Not open yet</source>
        <translation>Ещё не открыт</translation>
    </message>
    <message>
        <source>Sending is stopped: %1</source>
        <translation>Отправка остановлена: %1</translation>
    </message>
    <message>
        <source>&amp;Clear journal…</source>
        <translation>&amp;Очистить журнал…</translation>
    </message>
    <message>
        <source>Clear journal</source>
        <translation>Очистить журнал</translation>
    </message>
    <message>
        <source>Delete the patients&apos; data of every finished or stopped item, and the request log, from this workstation&apos;s journal? Items still being followed and unsent drafts stay. This cannot be undone.</source>
        <translation>Удалить из журнала этой рабочей станции данные пациентов по всем завершённым и остановленным записям, а также журнал запросов? Отслеживаемые записи и неотправленные черновики останутся. Это нельзя отменить.</translation>
    </message>
    <message numerus="yes">
        <source>The journal was cleared: %n item(s) emptied.</source>
        <translation>
            <numerusform>Журнал очищен: очищена %n запись.</numerusform>
            <numerusform>Журнал очищен: очищено %n записи.</numerusform>
            <numerusform>Журнал очищен: очищено %n записей.</numerusform>
        </translation>
    </message>
    <message>
        <source>The journal could not be cleared: %1</source>
        <translation>Не удалось очистить журнал: %1</translation>
    </message>
    <message>
        <source>Patients&apos; data of finished items is kept in the journal.</source>
        <translation>Данные пациентов по завершённым записям хранятся в журнале.</translation>
    </message>
    <message>
        <source>%1 — refused: %2</source>
        <translation>%1 — запросы не отправляются: %2</translation>
    </message>
    <message>
        <source>Cl&amp;ose them…</source>
        <translation>&amp;Закрыть их…</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) unfinished for longer than the retention period (%1) are still kept in the journal with the patients&apos; data: sends never answered or still in doubt, lists never finished.</source>
        <translation>
            <numerusform>%n запись не завершена дольше срока хранения (%1) и по-прежнему хранится в журнале вместе с данными пациентов: отправки без ответа или с неясным исходом, незавершённые списки пациентов.</numerusform>
            <numerusform>%n записи не завершены дольше срока хранения (%1) и по-прежнему хранятся в журнале вместе с данными пациентов: отправки без ответа или с неясным исходом, незавершённые списки пациентов.</numerusform>
            <numerusform>%n записей не завершены дольше срока хранения (%1) и по-прежнему хранятся в журнале вместе с данными пациентов: отправки без ответа или с неясным исходом, незавершённые списки пациентов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message>
        <source>Close unfinished items</source>
        <translation>Закрыть незавершённые записи</translation>
    </message>
    <message numerus="yes">
        <source>Close %n item(s) unfinished for longer than the retention period? They are no longer followed or looked up on the platform, and the patients&apos; data they hold is deleted from the journal. This cannot be undone.</source>
        <translation>
            <numerusform>Закрыть %n запись, не завершённую дольше срока хранения? Она больше не будет отслеживаться и проверяться на платформе, а данные пациентов в ней будут удалены из журнала. Это нельзя отменить.</numerusform>
            <numerusform>Закрыть %n записи, не завершённые дольше срока хранения? Они больше не будут отслеживаться и проверяться на платформе, а данные пациентов в них будут удалены из журнала. Это нельзя отменить.</numerusform>
            <numerusform>Закрыть %n записей, не завершённых дольше срока хранения? Они больше не будут отслеживаться и проверяться на платформе, а данные пациентов в них будут удалены из журнала. Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Close them</source>
        <translation>Закрыть их</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished item(s) closed.</source>
        <translation>
            <numerusform>Закрыта %n незавершённая запись.</numerusform>
            <numerusform>Закрыты %n незавершённые записи.</numerusform>
            <numerusform>Закрыто %n незавершённых записей.</numerusform>
        </translation>
    </message>
    <message>
        <source>The items could not be closed: %1</source>
        <translation>Не удалось закрыть записи: %1</translation>
    </message>
    <message numerus="yes">
        <source>Patients&apos; data is deleted from the journal %n day(s) after an item finished, a form was last changed or a request was logged.</source>
        <translation>
            <numerusform>Данные пациентов удаляются из журнала через %n день после завершения записи, последнего изменения формы или отправки запроса.</numerusform>
            <numerusform>Данные пациентов удаляются из журнала через %n дня после завершения записи, последнего изменения формы или отправки запроса.</numerusform>
            <numerusform>Данные пациентов удаляются из журнала через %n дней после завершения записи, последнего изменения формы или отправки запроса.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the request log</source>
        <translation>Очистить журнал запросов</translation>
    </message>
    <message>
        <source>The journal is the clinic&apos;s, shared by its workstations: finished items leave it after the retention period, for every workstation at once. Delete this workstation&apos;s request log? This cannot be undone.</source>
        <translation>Журнал общий для всех рабочих мест клиники: завершённые записи удаляются из него по сроку хранения сразу для всех рабочих мест. Удалить журнал запросов этого рабочего места? Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>This workstation&apos;s request log was cleared.</source>
        <translation>Журнал запросов этого рабочего места очищен.</translation>
    </message>
    <message>
        <source>&amp;Clear the request log…</source>
        <translation>&amp;Очистить журнал запросов…</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Часы:</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>Agrees with the clinic database server</source>
        <translation>Совпадают с сервером базы данных клиники</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1 slow; the clinic database server&apos;s time is used. Ask the administrator to set the clock.</source>
        <translation>Часы этого компьютера отстают на %1; используется время сервера базы данных клиники. Попросите администратора настроить часы.</translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1 fast; the clinic database server&apos;s time is used. Ask the administrator to set the clock.</source>
        <translation>Часы этого компьютера спешат на %1; используется время сервера базы данных клиники. Попросите администратора настроить часы.</translation>
    </message>
    <message>
        <source>The clinic database, shared by its workstations; what is sent is recorded</source>
        <translation>База данных клиники, общая для её рабочих мест; отправляемые данные записываются</translation>
    </message>
</context>
<context>
    <name>cliniclink::PatientCardButton</name>
    <message>
        <source>From a patient card</source>
        <translation>Из карточки пациента</translation>
    </message>
    <message>
        <source>Fill the patient from one found or sent for earlier (enrichment, dispatches)</source>
        <translation>Заполнить данные пациента по найденному или отправленному ранее (обогащение данных, отправки)</translation>
    </message>
    <message>
        <source>No patient found or sent yet</source>
        <translation>Пока нет найденных или отправленных пациентов</translation>
    </message>
    <message>
        <source>Test patients of the sandbox</source>
        <translation>Тестовые пациенты песочницы</translation>
    </message>
    <message>
        <source>Reading them from the sandbox…</source>
        <translation>Загружаются из песочницы…</translation>
    </message>
    <message>
        <source>The sandbox did not list them</source>
        <translation>Песочница их не прислала</translation>
    </message>
    <message>
        <source>Known to the built-in sandbox: its searches find this person</source>
        <translation>Известен встроенной песочнице: поиск найдёт этого человека</translation>
    </message>
</context>
<context>
    <name>cliniclink::PatientDocumentsEditor</name>
    <message>
        <source>Add a document</source>
        <translation>Добавить документ</translation>
    </message>
    <message>
        <source>Passport of the RF</source>
        <translation>Паспорт гражданина РФ</translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation>СНИЛС</translation>
    </message>
    <message>
        <source>Document type</source>
        <translation>Тип документа</translation>
    </message>
    <message>
        <source>Document type %1</source>
        <translation>Тип документа %1</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>Серия</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation>Кем выдан</translation>
    </message>
    <message>
        <source>Issued on</source>
        <translation>Дата выдачи</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
</context>
<context>
    <name>cliniclink::PatientEditor</name>
    <message>
        <source>Family name</source>
        <translation>Фамилия</translation>
    </message>
    <message>
        <source>Given name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Patronymic</source>
        <translation>Отчество</translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation>Дата рождения</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Мужской</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Женский</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Пол</translation>
    </message>
    <message>
        <source>Mobile phones</source>
        <translation>Мобильные телефоны</translation>
    </message>
    <message>
        <source>+7 900 123-45-67; several separated by commas</source>
        <translation>+7 900 123-45-67; несколько номеров — через запятую</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Электронная почта</translation>
    </message>
    <message>
        <source>MIS patient id</source>
        <translation>Идентификатор пациента в МИС</translation>
    </message>
    <message>
        <source>Identity documents</source>
        <translation>Документы, удостоверяющие личность</translation>
    </message>
    <message>
        <source>Only for this patient, instead of the delivery below; none checked: as below.</source>
        <translation>Только для этого пациента, вместо способа доставки ниже; ничего не отмечено — как ниже.</translation>
    </message>
    <message>
        <source>Own delivery</source>
        <translation>Своя доставка</translation>
    </message>
</context>
<context>
    <name>cliniclink::PdfPanel</name>
    <message>
        <source>Save PDF…</source>
        <translation>Сохранить PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <source>Fit to width</source>
        <translation>По ширине</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Страница %1 из %2</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Не удалось записать файл: %1</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Не удалось запустить принтер.</translation>
    </message>
</context>
<context>
    <name>cliniclink::PrescriptionController</name>
    <message>
        <source>The organization is not set for this environment. Set it in the settings.</source>
        <translation>Для этой среды не указана организация. Укажите её в настройках.</translation>
    </message>
    <message>
        <source>The status check of %1 was cancelled.</source>
        <translation>Запрос статуса рецепта %1 отменён.</translation>
    </message>
    <message>
        <source>The platform took the cancellation of %1. Its answer:</source>
        <translation>Платформа приняла запрос на аннулирование рецепта %1. Ответ платформы:</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(без сообщения)</translation>
    </message>
    <message>
        <source>The cancel of %1 was abandoned on its way; it may still have reached the platform. Check the status.</source>
        <translation>Ожидание ответа на аннулирование рецепта %1 прервано; запрос мог всё же дойти до платформы. Запросите статус.</translation>
    </message>
    <message>
        <source>Recent prescription identifiers</source>
        <translation>Последние идентификаторы рецептов</translation>
    </message>
    <message>
        <source>The platform&apos;s own words:</source>
        <translation>Ответ платформы:</translation>
    </message>
</context>
<context>
    <name>cliniclink::PrescriptionPage</name>
    <message>
        <source>Chec&amp;k status</source>
        <translation>&amp;Запросить статус</translation>
    </message>
    <message>
        <source>&amp;Cancel prescription…</source>
        <translation>&amp;Аннулировать рецепт…</translation>
    </message>
    <message>
        <source>e.g. RX-2026-000104</source>
        <translation>например, RX-2026-000104</translation>
    </message>
    <message>
        <source>Recent identifiers (Alt+Down)</source>
        <translation>Последние идентификаторы (Alt+Down)</translation>
    </message>
    <message>
        <source>The prescription&apos;s identifier in the MIS (IdSourceMis); recent ones are in the list</source>
        <translation>Идентификатор рецепта в МИС (IdSourceMis); последние введённые есть в списке</translation>
    </message>
    <message>
        <source>Available when a record has a registry number</source>
        <translation>Доступно, когда у записи есть регистрационный номер</translation>
    </message>
    <message>
        <source>Prescriptions: registration status and cancel</source>
        <translation>Рецепты: статус регистрации и аннулирование</translation>
    </message>
    <message>
        <source>Prescription &amp;ID in the MIS:</source>
        <translation>&amp;Идентификатор рецепта в МИС:</translation>
    </message>
    <message>
        <source>Prescription ID in the MIS</source>
        <translation>Идентификатор рецепта в МИС</translation>
    </message>
    <message>
        <source>Upload records</source>
        <translation>Записи о передаче в реестр</translation>
    </message>
    <message>
        <source>Checking the status of %1… Esc cancels.</source>
        <translation>Запрос статуса рецепта %1… Esc — отмена.</translation>
    </message>
    <message>
        <source>Sending the cancellation of %1… Esc abandons waiting.</source>
        <translation>Отправка запроса на аннулирование рецепта %1… Esc — прекратить ожидание.</translation>
    </message>
    <message>
        <source>No records to show for %1.</source>
        <translation>Для рецепта %1 нет записей.</translation>
    </message>
    <message>
        <source>Enter a prescription&apos;s identifier and check its status.</source>
        <translation>Введите идентификатор рецепта и запросите его статус.</translation>
    </message>
    <message numerus="yes">
        <source>Upload records of %1, newest first: %n</source>
        <translation>
            <numerusform>Записи о передаче рецепта %1 в реестр, сначала новые: %n</numerusform>
            <numerusform>Записи о передаче рецепта %1 в реестр, сначала новые: %n</numerusform>
            <numerusform>Записи о передаче рецепта %1 в реестр, сначала новые: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cliniclink::PrescriptionStatusModel</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Status date</source>
        <translation>Дата статуса</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Registry number</source>
        <translation>Номер в реестре</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Успешно</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>A sub-state of 4 that the contract does not describe: the message says what it is</source>
        <translation>Подсостояние 4, которое контракт не описывает: что оно значит, говорит сообщение</translation>
    </message>
    <message>
        <source>The prescription&apos;s registration number in the federal registry, once it is registered</source>
        <translation>Регистрационный номер рецепта в федеральном реестре, когда рецепт зарегистрирован</translation>
    </message>
    <message>
        <source>The identifier of the upload request (idRequestGUID): quote it to the platform&apos;s support</source>
        <translation>Идентификатор запроса на передачу (idRequestGUID): назовите его поддержке платформы</translation>
    </message>
    <message>
        <source>Request ID</source>
        <translation>ID запроса</translation>
    </message>
</context>
<context>
    <name>cliniclink::QesDesk</name>
    <message>
        <source>The platform could not verify the signature: it is damaged, made with a certificate the platform does not trust or that is not valid, or with another certificate than the one chosen.</source>
        <translation>Платформа не смогла проверить подпись: она повреждена, сделана сертификатом, которому платформа не доверяет или который недействителен, либо не тем сертификатом, что был выбран.</translation>
    </message>
    <message>
        <source>The signature does not match the PDF issued for signing: the document was changed before it was signed.</source>
        <translation>Подпись не соответствует PDF, выданному для подписания: документ был изменён перед подписанием.</translation>
    </message>
    <message>
        <source>The signature was made for another document than the PDF of this signing session.</source>
        <translation>Подпись сделана для другого документа, а не для PDF этой сессии подписания.</translation>
    </message>
    <message>
        <source>The signature was encoded in base64 twice; the signer&apos;s settings need checking.</source>
        <translation>Подпись закодирована в base64 дважды; проверьте настройки программы подписи.</translation>
    </message>
    <message>
        <source>A signature was already uploaded in this signing session. Open a new session to sign again.</source>
        <translation>В этой сессии подписания подпись уже загружена. Чтобы подписать снова, откройте новую сессию.</translation>
    </message>
    <message>
        <source>The signing session has expired. Open a new session and sign again.</source>
        <translation>Срок сессии подписания истёк. Откройте новую сессию и подпишите снова.</translation>
    </message>
    <message>
        <source>The platform does not know this signing session for this dispatch and practitioner. Open a new session.</source>
        <translation>Платформа не знает такой сессии подписания для этой отправки и этого врача. Откройте новую сессию.</translation>
    </message>
    <message>
        <source>The dispatch&apos;s status does not allow a signature now (only 214, 210 and 211 do).</source>
        <translation>Статус отправки сейчас не позволяет подписать её (можно только в статусах 214, 210 и 211).</translation>
    </message>
    <message>
        <source>The practitioner&apos;s SNILS or id in the organization is missing in the settings.</source>
        <translation>В настройках не указан СНИЛС врача или его идентификатор в организации.</translation>
    </message>
    <message>
        <source>The platform did not find the dispatch (or the practitioner) for this organization.</source>
        <translation>Платформа не нашла отправку (или врача) в этой организации.</translation>
    </message>
    <message>
        <source>The dispatch or session belongs to another organization.</source>
        <translation>Отправка или сессия принадлежит другой организации.</translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it (%1).</source>
        <translation>Ничего не отправлено: журнал не смог это записать (%1).</translation>
    </message>
    <message>
        <source>The certificate %1 expired on %2: choose a valid one.</source>
        <translation>Срок действия сертификата %1 истёк %2: выберите действующий.</translation>
    </message>
    <message>
        <source>The certificate %1 is valid only from %2.</source>
        <translation>Сертификат %1 действует только с %2.</translation>
    </message>
    <message>
        <source>This signing session was used already: a session takes one signature. Open a new session to sign again.</source>
        <translation>Эта сессия подписания уже использована: одна сессия принимает одну подпись. Чтобы подписать снова, откройте новую сессию.</translation>
    </message>
    <message>
        <source>The signature was attached but could not be saved in the journal: %1</source>
        <translation>Подпись прикреплена, но её не удалось сохранить в журнале: %1</translation>
    </message>
    <message>
        <source>The platform could not make the PDF for signing from this dispatch&apos;s files, and a new signing session would fail the same way. Cancel the dispatch and send the document again, saved anew as PDF; then sign the new dispatch.</source>
        <translation>Платформа не смогла подготовить PDF для подписания из файлов этой отправки, и новый сеанс подписания завершится так же. Отмените отправку и отправьте документ заново, пересохранив его в PDF; затем подпишите новую отправку.</translation>
    </message>
</context>
<context>
    <name>cliniclink::QesTab</name>
    <message>
        <source>Only dispatches I sent</source>
        <translation>Только отправленные мной</translation>
    </message>
    <message>
        <source>Sign only with this certificate</source>
        <translation>Подписывать только этим сертификатом</translation>
    </message>
    <message>
        <source>Only dispatches sent with this certificate</source>
        <translation>Только отправки, созданные с этим сертификатом</translation>
    </message>
    <message>
        <source>Sign in the browser</source>
        <translation>Подписать в браузере</translation>
    </message>
    <message>
        <source>Sign on this workstation…</source>
        <translation>Подписать на этом рабочем месте…</translation>
    </message>
    <message>
        <source>SHA-1 thumbprint, hex (preselected in the browser)</source>
        <translation>Отпечаток SHA-1, hex (будет выбран в браузере)</translation>
    </message>
    <message>
        <source>Selection when no dispatch is checked</source>
        <translation>Отбор, если ни одна отправка не отмечена</translation>
    </message>
    <message>
        <source>Statuses</source>
        <translation>Статусы</translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation>Отправлены с</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Сертификат</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>Tracking id</source>
        <translation>Идентификатор отправки</translation>
    </message>
    <message>
        <source>Check the dispatches to sign in one browser session, or leave all unchecked to sign what the selection finds. On this workstation the current dispatch is signed with the crypto provider&apos;s command.</source>
        <translation>Отметьте отправки, чтобы подписать их в одной сессии в браузере, или не отмечайте ни одной — тогда будет подписано то, что найдёт отбор. На этом рабочем месте текущая отправка подписывается командой криптопровайдера.</translation>
    </message>
    <message>
        <source>Enter the certificate&apos;s thumbprint for this choice.</source>
        <translation>Для этого выбора укажите отпечаток сертификата.</translation>
    </message>
    <message>
        <source>The period ends before it starts.</source>
        <translation>Период заканчивается раньше, чем начинается.</translation>
    </message>
    <message>
        <source>A date of the period is not a date.</source>
        <translation>Одна из дат периода — не дата.</translation>
    </message>
    <message>
        <source>Starting the signing session…</source>
        <translation>Открывается сессия подписания…</translation>
    </message>
    <message numerus="yes">
        <source>%n dispatch(es) in the signing session.</source>
        <translation>
            <numerusform>%n отправка в сессии подписания.</numerusform>
            <numerusform>%n отправки в сессии подписания.</numerusform>
            <numerusform>%n отправок в сессии подписания.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to sign: the selection found no dispatch.</source>
        <translation>Подписывать нечего: отбор не нашёл ни одной отправки.</translation>
    </message>
    <message>
        <source>The signing session is open in the browser. The statuses here change once the platform has the signatures.</source>
        <translation>Сессия подписания открыта в браузере. Статусы здесь изменятся, когда подписи поступят на платформу.</translation>
    </message>
    <message>
        <source>The signing session was not started.</source>
        <translation>Сессия подписания не открыта.</translation>
    </message>
    <message numerus="yes">
        <source>Sign %n checked in the browser</source>
        <translation>
            <numerusform>Подписать %n отмеченную в браузере</numerusform>
            <numerusform>Подписать %n отмеченные в браузере</numerusform>
            <numerusform>Подписать %n отмеченных в браузере</numerusform>
        </translation>
    </message>
    <message>
        <source>Sign the selection in the browser</source>
        <translation>Подписать отобранные в браузере</translation>
    </message>
    <message>
        <source>No browser opened the signing page: open the link below in a browser with the crypto plug-in.</source>
        <translation>Браузер не открыл страницу подписания: откройте ссылку ниже в браузере с криптоплагином.</translation>
    </message>
    <message>
        <source>Sign the current one in the browser</source>
        <translation>Подписать выбранную в браузере</translation>
    </message>
    <message>
        <source>A signing page for the current dispatch alone, with the certificate below preselected.</source>
        <translation>Страница подписания только для выбранной отправки; сертификат ниже будет выбран заранее.</translation>
    </message>
    <message>
        <source>The certificate&apos;s thumbprint is written in the characters 0-9 and A-F, as the certificate&apos;s properties show it: check what was pasted.</source>
        <translation>Отпечаток сертификата записывается символами 0–9 и A–F, как в свойствах сертификата: проверьте, что вставлено.</translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it.</source>
        <translation>Ничего не отправлено: журнал не смог это записать.</translation>
    </message>
    <message>
        <source>The signing page is open in the browser. The status here changes once the platform has the signature.</source>
        <translation>Страница подписания открыта в браузере. Статус здесь изменится, когда подпись поступит на платформу.</translation>
    </message>
    <message>
        <source>The signing may have been started: the platform&apos;s answer did not arrive. The status here changes once the platform has a signature.</source>
        <translation>Подписание, возможно, начато: ответ платформы не пришёл. Статус здесь изменится, когда у платформы будет подпись.</translation>
    </message>
    <message>
        <source>The signing page was not opened.</source>
        <translation>Страница подписания не открыта.</translation>
    </message>
    <message>
        <source>Signing pages open in the closed network (ZSPD): the document can be viewed first.</source>
        <translation>Страницы подписания открываются в закрытой сети (ЗСПД): документ можно сначала просмотреть.</translation>
    </message>
    <message>
        <source>Signing pages open outside the closed network: the document goes straight to the crypto plug-in. The environment&apos;s settings choose.</source>
        <translation>Страницы подписания открываются вне закрытой сети: документ сразу уходит в криптоплагин. Это выбирается в настройках среды.</translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionEditor</name>
    <message>
        <source>Add option</source>
        <translation>Добавить вариант</translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation>Удалить вариант</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Answer required</source>
        <translation>Ответ обязателен</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Варианты</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>Вариант %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnaireBuilder</name>
    <message>
        <source>Add question</source>
        <translation>Добавить вопрос</translation>
    </message>
    <message>
        <source>Remove question</source>
        <translation>Удалить вопрос</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Description for the patient</source>
        <translation>Описание для пациента</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Questions (drag to reorder)</source>
        <translation>Вопросы (порядок — перетаскиванием)</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Новый вопрос</translation>
    </message>
    <message>
        <source>New template: saving creates version 1.</source>
        <translation>Новый шаблон: при сохранении будет создана версия 1.</translation>
    </message>
    <message>
        <source>Version %1%2: saving makes version %3.</source>
        <translation>Версия %1%2: при сохранении будет создана версия %3.</translation>
    </message>
    <message>
        <source> (deactivated)</source>
        <translation> (деактивирован)</translation>
    </message>
    <message>
        <source>Give the template a title.</source>
        <translation>Дайте шаблону название.</translation>
    </message>
    <message>
        <source>Option 1</source>
        <translation>Вариант 1</translation>
    </message>
    <message>
        <source>Option 2</source>
        <translation>Вариант 2</translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnaireDesk</name>
    <message>
        <source>Nothing was sent: the journal could not record it (%1).</source>
        <translation>Ничего не отправлено: журнал не смог это записать (%1).</translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnairePreview</name>
    <message>
        <source>Preview: as the patient sees it</source>
        <translation>Предпросмотр: как увидит пациент</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выберите…</translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnaireSendDialog</name>
    <message>
        <source>Send the questionnaire</source>
        <translation>Отправить анкету</translation>
    </message>
    <message>
        <source>Send «%1»</source>
        <translation>Отправить «%1»</translation>
    </message>
    <message>
        <source>Channels</source>
        <translation>Каналы</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Questionnaire «%1», version %2</source>
        <translation>Анкета «%1», версия %2</translation>
    </message>
    <message>
        <source>The app and e-mail are free; SMS and the chat-bot are paid and reach only a Russian mobile number +7 9XX.</source>
        <translation>Приложение и эл. почта бесплатны; СМС и чат-бот платные и доходят только на российский мобильный номер +7 9XX.</translation>
    </message>
    <message>
        <source>This sending is paid.</source>
        <translation>Эта отправка платная.</translation>
    </message>
    <message>
        <source>Correct the marked fields before sending.</source>
        <translation>Перед отправкой исправьте отмеченные поля.</translation>
    </message>
    <message>
        <source>The questionnaire was sent; it is followed like a dispatch.</source>
        <translation>Анкета отправлена; она отслеживается как отправка.</translation>
    </message>
    <message>
        <source>The questionnaire was created, but no channel reached the patient: give them the link.</source>
        <translation>Анкета создана, но ни один канал не дошёл до пациента: передайте ему ссылку.</translation>
    </message>
    <message>
        <source>Link for the patient: %1</source>
        <translation>Ссылка для пациента: %1</translation>
    </message>
    <message>
        <source>The questionnaire may have been sent: the platform&apos;s answer did not arrive. Look in the dispatches before sending it again.</source>
        <translation>Возможно, анкета отправлена: ответ платформы не пришёл. Прежде чем отправлять снова, проверьте список отправок.</translation>
    </message>
    <message>
        <source>The questionnaire was not sent.</source>
        <translation>Анкета не отправлена.</translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnairesTab</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>New template</source>
        <translation>Новый шаблон</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>Деактивировать</translation>
    </message>
    <message>
        <source>Edit in the browser</source>
        <translation>Редактировать в браузере</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>Send to a patient…</source>
        <translation>Отправить пациенту…</translation>
    </message>
    <message>
        <source>Show PDF</source>
        <translation>Показать PDF</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Шаблоны</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Пациент</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Submissions of the template</source>
        <translation>Заполненные анкеты по шаблону</translation>
    </message>
    <message>
        <source>The templates could not be read.</source>
        <translation>Не удалось получить шаблоны.</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation>%1 (версия %2)</translation>
    </message>
    <message>
        <source>%1, deactivated</source>
        <translation>%1, деактивирован</translation>
    </message>
    <message>
        <source>New questionnaire</source>
        <translation>Новая анкета</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Новый вопрос</translation>
    </message>
    <message>
        <source>The template cannot be saved yet.</source>
        <translation>Шаблон пока нельзя сохранить.</translation>
    </message>
    <message>
        <source>Saved as version %1.</source>
        <translation>Сохранено как версия %1.</translation>
    </message>
    <message>
        <source>The template was not saved.</source>
        <translation>Шаблон не сохранён.</translation>
    </message>
    <message>
        <source>The template is deactivated; questionnaires already sent are kept.</source>
        <translation>Шаблон деактивирован; уже отправленные анкеты сохраняются.</translation>
    </message>
    <message>
        <source>The template was not deactivated.</source>
        <translation>Шаблон не деактивирован.</translation>
    </message>
    <message>
        <source>The template is open in the browser until %1. Press «Refresh» when done.</source>
        <translation>Шаблон открыт в браузере до %1. Когда закончите, нажмите «Обновить».</translation>
    </message>
    <message>
        <source>The browser editor did not open.</source>
        <translation>Редактор в браузере не открылся.</translation>
    </message>
    <message>
        <source>filled in</source>
        <translation>заполнена</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>отправлена</translation>
    </message>
    <message>
        <source>The submissions could not be read.</source>
        <translation>Не удалось получить заполненные анкеты.</translation>
    </message>
    <message>
        <source>The questionnaire&apos;s PDF was not read.</source>
        <translation>Не удалось получить PDF анкеты.</translation>
    </message>
    <message>
        <source>No browser opened the template editor: open the link below in a browser.</source>
        <translation>Браузер не открыл редактор шаблона: откройте ссылку ниже в браузере.</translation>
    </message>
    <message>
        <source>Patient&apos;s id in the MIS: %1</source>
        <translation>Идентификатор пациента в МИС: %1</translation>
    </message>
</context>
<context>
    <name>cliniclink::RequestLog</name>
    <message>
        <source>no answer</source>
        <translation>нет ответа</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Метод</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Путь</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
</context>
<context>
    <name>cliniclink::RequestLogView</name>
    <message>
        <source>&amp;Diagnostic mode (unmasked, this session only)</source>
        <translation>&amp;Диагностический режим (без маскирования, только в этом сеансе)</translation>
    </message>
    <message>
        <source>Search path, status, code, error… (Ctrl+F)</source>
        <translation>Поиск по пути, статусу, коду, ошибке… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search the request log</source>
        <translation>Поиск в журнале запросов</translation>
    </message>
    <message>
        <source>Records names, SNILS and other personal data unmasked from now on, to help find a fault. Tokens are never recorded. Turns itself off when the application closes.</source>
        <translation>С этого момента ФИО, СНИЛС и другие персональные данные записываются без маскирования, чтобы помочь найти неисправность. Токены не записываются никогда. Режим отключается сам при закрытии приложения.</translation>
    </message>
    <message>
        <source>Diagnostic mode is on: personal data in new requests is recorded unmasked. Do not share this log outside the clinic, and turn the mode off when done.</source>
        <translation>Включён диагностический режим: персональные данные в новых запросах записываются без маскирования. Не передавайте этот журнал за пределы клиники и выключите режим, когда закончите.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросы</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>Empties the list shown here; the journal keeps its own record.</source>
        <translation>Очищает только этот список; локальный журнал сохраняет свои записи.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n запрос</numerusform>
            <numerusform>%n запроса</numerusform>
            <numerusform>%n запросов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
</context>
<context>
    <name>cliniclink::ResendDialog</name>
    <message>
        <source>Resend the link</source>
        <translation>Повторная отправка ссылки</translation>
    </message>
    <message>
        <source>Send the link to sign again to %1 through:</source>
        <translation>Повторно отправить пациенту %1 ссылку на подписание через:</translation>
    </message>
    <message>
        <source>Resend</source>
        <translation>Отправить повторно</translation>
    </message>
</context>
<context>
    <name>cliniclink::SandboxConsole</name>
    <message>
        <source>Sign as the patient</source>
        <translation>Подписать за пациента</translation>
    </message>
    <message>
        <source>Decline as the patient</source>
        <translation>Отказаться за пациента</translation>
    </message>
    <message>
        <source>What the sandbox delivered to patients. Sign or decline here as the patient would on the link; the dispatch list shows the change at its next status check.</source>
        <translation>Исходящие: что песочница доставила пациентам. Подпишите документ или откажитесь от подписания здесь так же, как пациент сделал бы это по ссылке; список отправок покажет изменение при следующей проверке статуса.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Patient id</source>
        <translation>Идентификатор пациента</translation>
    </message>
    <message>
        <source>Channel</source>
        <translation>Способ доставки</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Ссылка</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Signed as the patient.</source>
        <translation>Подписано за пациента.</translation>
    </message>
    <message>
        <source>Declined as the patient.</source>
        <translation>Отказ от подписания отправлен за пациента.</translation>
    </message>
    <message>
        <source>Nothing to do: this patient has already decided, or the dispatch is closed.</source>
        <translation>Действие не требуется: пациент уже принял решение или отправка закрыта.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s outbox could not be read.</source>
        <translation>Не удалось прочитать исходящие сообщения песочницы.</translation>
    </message>
    <message>
        <source>The sandbox refused.</source>
        <translation>Песочница отказала.</translation>
    </message>
    <message>
        <source>Documents to sign</source>
        <translation>Документы на подпись</translation>
    </message>
    <message>
        <source>Link sent again</source>
        <translation>Ссылка отправлена повторно</translation>
    </message>
    <message>
        <source>Questionnaire</source>
        <translation>Анкета</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Приглашение</translation>
    </message>
    <message>
        <source>SMS</source>
        <translation>СМС</translation>
    </message>
    <message>
        <source>Chat bot</source>
        <translation>Чат-бот</translation>
    </message>
    <message>
        <source>Patient app</source>
        <translation>Приложение пациента</translation>
    </message>
</context>
<context>
    <name>cliniclink::SandboxReset</name>
    <message>
        <source>Reset the sandbox</source>
        <translation>Сбросить песочницу</translation>
    </message>
    <message>
        <source>Reset the built-in sandbox to its starting data?</source>
        <translation>Вернуть встроенную песочницу к исходным данным?</translation>
    </message>
    <message>
        <source>Keep the data</source>
        <translation>Оставить данные</translation>
    </message>
    <message>
        <source>The sandbox could not be reset: %1</source>
        <translation>Песочницу не удалось сбросить: %1</translation>
    </message>
    <message>
        <source>The sandbox forgets every order, prescription change and dispatch sent to it. What the workstation has already received stays in its lists; items still under way are marked as lost with the sandbox. Drafts of forms stay.</source>
        <translation>Песочница забудет все заявки, изменения рецептов и отправки. Всё, что рабочее место уже получило, останется в списках; то, что ещё выполняется, будет отмечено как потерянное при сбросе. Черновики форм останутся.</translation>
    </message>
    <message>
        <source>The sandbox was reset, but the journal could not be updated: %1</source>
        <translation>Песочница сброшена, но журнал обновить не удалось: %1</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox was reset; %n item(s) still under way were marked as lost with it.</source>
        <translation>
            <numerusform>Песочница сброшена; %n незавершённая запись отмечена как потерянная при сбросе.</numerusform>
            <numerusform>Песочница сброшена; %n незавершённые записи отмечены как потерянные при сбросе.</numerusform>
            <numerusform>Песочница сброшена; %n незавершённых записей отмечены как потерянные при сбросе.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cliniclink::SecretStore</name>
    <message>
        <source>Could not read the token from the system keychain.</source>
        <translation>Не удалось прочитать токен из системного хранилища паролей.</translation>
    </message>
    <message>
        <source>Could not save the token in the system keychain.</source>
        <translation>Не удалось сохранить токен в системном хранилище паролей.</translation>
    </message>
    <message>
        <source>Could not delete the token from the system keychain.</source>
        <translation>Не удалось удалить токен из системного хранилища паролей.</translation>
    </message>
    <message>
        <source>The keychain refused access; it may be locked.</source>
        <translation>Хранилище паролей отказало в доступе; возможно, оно заблокировано.</translation>
    </message>
    <message>
        <source>No keychain service is available.</source>
        <translation>Служба хранилища паролей недоступна.</translation>
    </message>
    <message>
        <source>The token is kept for this session only.</source>
        <translation>Токен сохранён только до конца сеанса.</translation>
    </message>
    <message>
        <source>No environment was given for the token.</source>
        <translation>Для токена не указана среда.</translation>
    </message>
    <message>
        <source>The system keychain is being checked.</source>
        <translation>Идёт проверка системного хранилища паролей.</translation>
    </message>
    <message>
        <source>The system keychain is turned off. Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation>Системное хранилище паролей отключено. Токены хранятся в памяти только до конца сеанса, после перезапуска их нужно будет ввести снова.</translation>
    </message>
    <message numerus="yes">
        <source>it did not answer within %n second(s)</source>
        <translation>
            <numerusform>нет ответа за %n секунду</numerusform>
            <numerusform>нет ответа за %n секунды</numerusform>
            <numerusform>нет ответа за %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>it gave back another value than was stored</source>
        <translation>возвращено не то значение, которое было сохранено</translation>
    </message>
    <message>
        <source>The system keychain does not work here (%1). Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation>Системное хранилище паролей на этом компьютере не работает (%1). Токены хранятся в памяти только до конца сеанса, после перезапуска их нужно будет ввести снова.</translation>
    </message>
    <message>
        <source>There is no desktop session here, so the system keychain cannot be used. Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation>Здесь нет сеанса рабочего стола, поэтому системное хранилище паролей недоступно. Токены хранятся в памяти только до конца сеанса, после перезапуска их нужно будет ввести снова.</translation>
    </message>
    <message>
        <source>the test entry could not be stored and read back</source>
        <translation>не удалось сохранить и прочитать проверочную запись</translation>
    </message>
    <message>
        <source>The keychain reported an error; its technical text is in the log.</source>
        <translation>Хранилище паролей сообщило об ошибке; её технический текст записан в журнал приложения.</translation>
    </message>
</context>
<context>
    <name>cliniclink::SelfQesDialog</name>
    <message>
        <source>Get the document</source>
        <translation>Получить документ</translation>
    </message>
    <message>
        <source>Sign and attach</source>
        <translation>Подписать и прикрепить</translation>
    </message>
    <message>
        <source>Save signature…</source>
        <translation>Сохранить подпись…</translation>
    </message>
    <message>
        <source>Sign on this workstation: %1</source>
        <translation>Подписание на этом рабочем месте: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Save signature</source>
        <translation>Сохранить подпись</translation>
    </message>
    <message>
        <source>Detached signatures (*.sig *.sgn *.p7s)</source>
        <translation>Отсоединённые подписи (*.sig *.sgn *.p7s)</translation>
    </message>
    <message>
        <source>The document was not signed.</source>
        <translation>Документ не подписан.</translation>
    </message>
    <message>
        <source>Session open until %1: check the document, then sign it.</source>
        <translation>Сессия открыта до %1: проверьте документ и подпишите его.</translation>
    </message>
    <message>
        <source>The document for signing was not issued.</source>
        <translation>Документ для подписания не выдан.</translation>
    </message>
    <message>
        <source>This signing session was used already: a session takes one signature. Open a new session to sign again.</source>
        <translation>Эта сессия подписания уже использована: одна сессия принимает одну подпись. Чтобы подписать снова, откройте новую сессию.</translation>
    </message>
    <message>
        <source>Signing…</source>
        <translation>Подписание…</translation>
    </message>
    <message>
        <source>Signed and attached. Dispatch status: %1. Certificate %2, signed at %3.</source>
        <translation>Подписано и прикреплено. Статус отправки: %1. Сертификат %2, подписано %3.</translation>
    </message>
    <message>
        <source>The signature is attached.</source>
        <translation>Подпись прикреплена.</translation>
    </message>
    <message>
        <source>The signature may have been attached: the platform&apos;s answer did not arrive. Check the dispatch&apos;s status before signing again.</source>
        <translation>Возможно, подпись прикреплена: ответ платформы не пришёл. Прежде чем подписывать снова, проверьте статус отправки.</translation>
    </message>
    <message>
        <source>The signature was not attached.</source>
        <translation>Подпись не прикреплена.</translation>
    </message>
    <message>
        <source>The signature could not be saved to %1.</source>
        <translation>Не удалось сохранить подпись в %1.</translation>
    </message>
    <message>
        <source>Signature saved to %1.</source>
        <translation>Подпись сохранена в %1.</translation>
    </message>
</context>
<context>
    <name>cliniclink::SelfQesSigner</name>
    <message>
        <source>Read certificates</source>
        <translation>Прочитать сертификаты</translation>
    </message>
    <message>
        <source>Placeholders: {input} the PDF, {output} the signature file, {outdir} its folder, {thumbprint}, {certificate} and {key} (OpenSSL).</source>
        <translation>Подстановки: {input} — PDF, {output} — файл подписи, {outdir} — его папка, {thumbprint}, {certificate} и {key} (OpenSSL).</translation>
    </message>
    <message>
        <source>Use the sandbox&apos;s test certificate</source>
        <translation>Использовать тестовый сертификат песочницы</translation>
    </message>
    <message>
        <source>Signer</source>
        <translation>Программа подписи</translation>
    </message>
    <message>
        <source>Crypto provider</source>
        <translation>Криптопровайдер</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выберите…</translation>
    </message>
    <message>
        <source>Certificate file</source>
        <translation>Файл сертификата</translation>
    </message>
    <message>
        <source>PEM file of the certificate</source>
        <translation>PEM-файл сертификата</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Сертификат</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der)</source>
        <translation>Сертификаты (*.pem *.crt *.cer *.der)</translation>
    </message>
    <message>
        <source>Choose the certificate&apos;s PEM file first.</source>
        <translation>Сначала выберите PEM-файл сертификата.</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Файл ключа</translation>
    </message>
    <message>
        <source>Private key file (read by the signer only)</source>
        <translation>Файл закрытого ключа (читает только программа подписи)</translation>
    </message>
    <message>
        <source>The private key and its PIN stay with the crypto provider: ClinicLink never stores or asks for them.</source>
        <translation>Закрытый ключ и его PIN-код остаются у криптопровайдера: ClinicLink их не хранит и не запрашивает.</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <source>Issuer</source>
        <translation>Издатель</translation>
    </message>
    <message>
        <source>Valid</source>
        <translation>Действует</translation>
    </message>
    <message>
        <source>Thumbprint</source>
        <translation>Отпечаток</translation>
    </message>
    <message>
        <source>The crypto provider&apos;s tool «%1» could not be started: is CryptoPro CSP installed?</source>
        <translation>Не удалось запустить утилиту криптопровайдера «%1»: КриптоПро CSP установлен?</translation>
    </message>
    <message>
        <source>The crypto provider lists no certificate with a key.</source>
        <translation>Криптопровайдер не нашёл ни одного сертификата с ключом.</translation>
    </message>
    <message>
        <source>the sandbox</source>
        <translation>песочницы</translation>
    </message>
    <message>
        <source>The sandbox&apos;s test certificate could not be read.</source>
        <translation>Не удалось прочитать тестовый сертификат песочницы.</translation>
    </message>
    <message>
        <source>No certificate could be read from %1.</source>
        <translation>Из %1 не удалось прочитать ни одного сертификата.</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1 (expired)</source>
        <translation>%1 (истёк)</translation>
    </message>
    <message>
        <source>%1 (not yet valid)</source>
        <translation>%1 (ещё не действует)</translation>
    </message>
    <message>
        <source>No certificate here is valid now: an expired certificate cannot sign.</source>
        <translation>Ни один сертификат здесь сейчас не действует: просроченным сертификатом подписать нельзя.</translation>
    </message>
</context>
<context>
    <name>cliniclink::SettingsController</name>
    <message>
        <source>The settings of &quot;%1&quot; could not be saved.</source>
        <translation>Не удалось сохранить настройки среды «%1».</translation>
    </message>
    <message>
        <source>Enter a name.</source>
        <translation>Введите название.</translation>
    </message>
    <message>
        <source>Another environment already has this name.</source>
        <translation>Среда с таким названием уже есть.</translation>
    </message>
    <message>
        <source>The environment could not be added.</source>
        <translation>Не удалось добавить среду.</translation>
    </message>
    <message>
        <source>Built-in environments keep their names.</source>
        <translation>Встроенные среды нельзя переименовать.</translation>
    </message>
</context>
<context>
    <name>cliniclink::SettingsDialog</name>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Создать…</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>&amp;Переименовать…</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>Среды</translation>
    </message>
    <message>
        <source>Environments:</source>
        <translation>Среды:</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <source>These settings were written by a newer version of the application: changes last until it is closed.</source>
        <translation>Эти настройки записаны более новой версией приложения: изменения будут действовать только до его закрытия.</translation>
    </message>
    <message>
        <source>Production: real patients</source>
        <translation>Промышленная среда: реальные пациенты</translation>
    </message>
    <message>
        <source>%1 — real patients</source>
        <translation>%1 — реальные пациенты</translation>
    </message>
    <message>
        <source>Built-in environments cannot be renamed or removed.</source>
        <translation>Встроенные среды нельзя переименовать или удалить.</translation>
    </message>
    <message>
        <source>Some fields need correcting; they are marked in red.</source>
        <translation>Некоторые поля нужно исправить; они выделены красным.</translation>
    </message>
    <message>
        <source>Saving the tokens…</source>
        <translation>Сохранение токенов…</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Сохранено.</translation>
    </message>
    <message>
        <source>New environment</source>
        <translation>Новая среда</translation>
    </message>
    <message>
        <source>Name of the new environment:</source>
        <translation>Название новой среды:</translation>
    </message>
    <message>
        <source>Environment &quot;%1&quot; added. Fill in its addresses and tokens.</source>
        <translation>Среда «%1» добавлена. Укажите её адреса и токены.</translation>
    </message>
    <message>
        <source>Rename environment</source>
        <translation>Переименование среды</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
    <message>
        <source>Remove environment</source>
        <translation>Удаление среды</translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; with its settings and tokens?</source>
        <translation>Удалить среду «%1» вместе с её настройками и токенами?</translation>
    </message>
    <message>
        <source> days</source>
        <translation> дн.</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>хранить</translation>
    </message>
    <message>
        <source>Keep patients&apos; data of finished items in the journal for:</source>
        <translation>Хранить данные пациентов по завершённым записям в журнале:</translation>
    </message>
</context>
<context>
    <name>cliniclink::ShellStatusBar</name>
    <message>
        <source>Tokens not remembered</source>
        <translation>Токены не запоминаются</translation>
    </message>
    <message>
        <source>No requests in progress</source>
        <translation>Нет выполняемых запросов</translation>
    </message>
    <message>
        <source>Requests in progress: %1</source>
        <translation>Выполняется запросов: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Click to open the request log.</source>
        <translation>Нажмите, чтобы открыть журнал запросов.</translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation>Последняя ошибка: %1</translation>
    </message>
    <message>
        <source>Click to open the settings.</source>
        <translation>Нажмите, чтобы открыть настройки.</translation>
    </message>
    <message>
        <source>Show the certificate</source>
        <translation>Показать сертификат</translation>
    </message>
</context>
<context>
    <name>cliniclink::SignerRun</name>
    <message>
        <source>No private temporary folder for the signer: %1</source>
        <translation>Не удалось создать закрытую временную папку для программы подписи: %1</translation>
    </message>
    <message>
        <source>The document could not be written for the signer.</source>
        <translation>Не удалось записать документ для программы подписи.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s test certificate could not be handed to the signer.</source>
        <translation>Не удалось передать программе подписи тестовый сертификат песочницы.</translation>
    </message>
    <message>
        <source>The signer command needs %1, which is not set.</source>
        <translation>Команде подписи нужно %1, но это не задано.</translation>
    </message>
    <message>
        <source>The signer command is empty or its quotes do not close.</source>
        <translation>Команда подписи пуста или в ней не закрыты кавычки.</translation>
    </message>
    <message>
        <source>The signer «%1» could not be started: is it installed?</source>
        <translation>Не удалось запустить программу подписи «%1»: она установлена?</translation>
    </message>
    <message>
        <source>The signer stopped with code %1.</source>
        <translation>Программа подписи завершилась с кодом %1.</translation>
    </message>
    <message>
        <source>The signer stopped with code %1: %2</source>
        <translation>Программа подписи завершилась с кодом %1: %2</translation>
    </message>
    <message>
        <source>The signer ended without writing the signature file.</source>
        <translation>Программа подписи завершилась, не записав файл подписи.</translation>
    </message>
    <message>
        <source>The signer did not finish in time and was stopped.</source>
        <translation>Программа подписи не успела завершиться и была остановлена.</translation>
    </message>
</context>
<context>
    <name>cliniclink::SigningNotifier</name>
    <message>
        <source>Dispatch signed</source>
        <translation>Отправка подписана</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>cliniclink::SigningPage</name>
    <message>
        <source>Documents for patients to sign</source>
        <translation>Документы на подпись пациентам</translation>
    </message>
    <message>
        <source>New dispatch</source>
        <translation>Новая отправка</translation>
    </message>
    <message>
        <source>Dispatches</source>
        <translation>Отправки</translation>
    </message>
    <message>
        <source>Drafts</source>
        <translation>Черновики</translation>
    </message>
    <message>
        <source>Sandbox console</source>
        <translation>Консоль песочницы</translation>
    </message>
    <message>
        <source>Practitioner&apos;s QES</source>
        <translation>КЭП врача</translation>
    </message>
    <message>
        <source>Questionnaires</source>
        <translation>Анкеты</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Приглашения</translation>
    </message>
</context>
<context>
    <name>cliniclink::SingleInstance</name>
    <message>
        <source>ClinicLink cannot start: the lock file %1 cannot be created. Check the permissions of its folder.</source>
        <translation>ClinicLink не может запуститься: не удаётся создать файл блокировки %1. Проверьте права на его папку.</translation>
    </message>
    <message>
        <source>ClinicLink is already running on this computer for this user; its window was brought forward.</source>
        <translation>ClinicLink уже запущен на этом компьютере для этого пользователя; его окно выведено на передний план.</translation>
    </message>
    <message>
        <source>ClinicLink is already running for this user (process %1), so this copy stops: two copies would send the same forms twice.</source>
        <translation>ClinicLink уже запущен для этого пользователя (процесс %1), поэтому эта копия закрывается: две копии отправили бы одни и те же формы дважды.</translation>
    </message>
    <message>
        <source>ClinicLink cannot start: the disk that holds its data folder %1 is full. Free some space on it, then start ClinicLink again.</source>
        <translation>ClinicLink не может запуститься: диск, на котором находится папка данных %1, заполнен. Освободите на нём место и запустите ClinicLink снова.</translation>
    </message>
    <message>
        <source>ClinicLink cannot start: its data folder %1 cannot be written, so the lock left there by a copy that has ended (process %2) cannot be replaced. Fix the folder&apos;s permissions so that your user account may write to it, then start ClinicLink again.</source>
        <translation>ClinicLink не может запуститься: в папку данных %1 нельзя записывать, поэтому блокировку, которую там оставила уже завершённая копия программы (процесс %2), не удаётся заменить. Исправьте права на папку, чтобы ваша учётная запись могла в неё записывать, и запустите ClinicLink снова.</translation>
    </message>
    <message>
        <source>ClinicLink cannot start: its data folder %1 cannot be written. Fix the folder&apos;s permissions so that your user account may write to it, then start ClinicLink again.</source>
        <translation>ClinicLink не может запуститься: в папку данных %1 нельзя записывать. Исправьте права на папку, чтобы ваша учётная запись могла в неё записывать, и запустите ClinicLink снова.</translation>
    </message>
    <message>
        <source>ClinicLink cannot start: the lock file %1 was left by a copy that has ended (process %2) and cannot be replaced. Delete the file, then start ClinicLink again.</source>
        <translation>ClinicLink не может запуститься: файл блокировки %1 оставила уже завершённая копия программы (процесс %2), и его не удаётся заменить. Удалите этот файл и запустите ClinicLink снова.</translation>
    </message>
</context>
<context>
    <name>cliniclink::StatusMark</name>
    <message>
        <source>OK</source>
        <translation>В порядке</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
</context>
<context>
    <name>cliniclink::TokensEditor</name>
    <message>
        <source>Each service of the platform issues its own access token. Paste it here; it is masked and never written to the settings file or the logs.</source>
        <translation>Каждый сервис платформы выдаёт собственный токен доступа. Вставьте его сюда: токен скрыт при вводе и никогда не записывается ни в файл настроек, ни в журналы.</translation>
    </message>
    <message>
        <source>Token of %1</source>
        <translation>Токен сервиса «%1»</translation>
    </message>
    <message>
        <source>Show the token</source>
        <translation>Показать токен</translation>
    </message>
    <message>
        <source>Hide the token</source>
        <translation>Скрыть токен</translation>
    </message>
    <message>
        <source>Empty: the sandbox&apos;s own test token is used</source>
        <translation>Пусто: используется собственный тестовый токен песочницы</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Не задан</translation>
    </message>
    <message>
        <source>Tokens are stored in the system keychain.</source>
        <translation>Токены хранятся в системном хранилище паролей.</translation>
    </message>
</context>
<context>
    <name>cliniclink::UncertainSendPanel</name>
    <message>
        <source>Follow it</source>
        <translation>Отслеживать найденную</translation>
    </message>
    <message>
        <source>Send again</source>
        <translation>Отправить снова</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>ClinicLink</source>
        <translation>ClinicLink</translation>
    </message>
    <message>
        <source>There is no environment &quot;%1&quot;. The last used one is opened.</source>
        <translation>Среды «%1» нет. Открыта последняя использованная среда.</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>Показать версию и выйти.</translation>
    </message>
    <message>
        <source>Interface language: ru (default) or en.</source>
        <translation>Язык интерфейса: ru (по умолчанию) или en.</translation>
    </message>
    <message>
        <source>Start in this environment (sandbox, test, production or an added one).</source>
        <translation>Открыть в этом окружении (sandbox, test, production или добавленное).</translation>
    </message>
    <message>
        <source>Use this settings file.</source>
        <translation>Использовать этот файл настроек.</translation>
    </message>
    <message>
        <source>Keep tokens for this session only.</source>
        <translation>Хранить токены только до конца этого сеанса.</translation>
    </message>
    <message>
        <source>Do not start the built-in sandbox.</source>
        <translation>Не запускать встроенную песочницу.</translation>
    </message>
    <message>
        <source>Check the connection to every service without a window, print one line per service and exit (0: all configured services passed).</source>
        <translation>Проверить подключение ко всем сервисам без окна, вывести по строке на сервис и выйти (0 — все настроенные сервисы прошли проверку).</translation>
    </message>
    <message>
        <source>ClinicLink Workstation: the regional health platform&apos;s services for clinic registrars and doctors.</source>
        <translation>Рабочее место ClinicLink: сервисы региональной платформы здравоохранения для регистраторов и врачей поликлиник.</translation>
    </message>
    <message>
        <source>Use this journal: a file, or the clinic database postgresql://[user@]host[:port]/database (the password is kept in the keychain).</source>
        <translation>Использовать этот журнал: файл или базу данных клиники postgresql://[пользователь@]узел[:порт]/база (пароль хранится в системном хранилище паролей).</translation>
    </message>
    <message>
        <source>Create or upgrade the clinic database&apos;s schema at this address and exit.</source>
        <translation>Создать или обновить схему базы данных клиники по этому адресу и выйти.</translation>
    </message>
    <message>
        <source>Read the clinic database role&apos;s password from standard input into the keychain and exit.</source>
        <translation>Прочитать пароль роли базы данных клиники со стандартного ввода, сохранить его в системном хранилище паролей и выйти.</translation>
    </message>
    <message>
        <source>Move this workstation&apos;s journal (followed items, bulk jobs) into the clinic database given as the argument, or the environment&apos;s, and exit. Running it again adds nothing.</source>
        <translation>Перенести журнал этого рабочего места (отслеживаемые записи, пакетные задания) в базу данных клиники, указанную аргументом, или в базу среды, и выйти. Повторный запуск ничего не добавляет.</translation>
    </message>
    <message>
        <source>With --import-journal: the clinic database.</source>
        <translation>С --import-journal: база данных клиники.</translation>
    </message>
</context>
</TS>
