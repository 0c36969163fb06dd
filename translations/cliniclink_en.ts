<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AddressPolicy</name>
    <message>
        <source>Production accepts only https:// addresses: over plain http the access token and patients&apos; data would travel unencrypted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the user name and password from the address: tokens are entered in their own fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an address that starts with http:// or https://, for example https://api.example.ru</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http: the access token and the data travel unencrypted. Use https:// unless this network is trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unencrypted http: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>The service &quot;%1&quot; is not set up for this environment: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not answer in time. Check the network and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to the service &quot;%1&quot;: the server refused the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of the service &quot;%1&quot; was not found. Check the address in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to the service &quot;%1&quot; could not be verified, so nothing was sent: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests to the service &quot;%1&quot;. It can be tried again at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests to the service &quot;%1&quot;. Wait a minute and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; sent an answer that could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not accept the access token or the organization. Check them in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; denied access to this record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not find what was asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; failed (HTTP %2). Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; refused the request (HTTP %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no address is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no access token is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no organization is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the service &quot;%1&quot; closed before the answer came. The request may have reached the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; sent an incomplete answer. The request may have reached the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; redirected the request to an address that is not allowed, so it was not followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the service &quot;%1&quot; failed. The request may have reached the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the service &quot;%1&quot; failed before the request was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sandbox is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; sent the request on to another address, %2. It was not followed, so neither the access token nor the data went there. Check the address in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; could not prepare a PDF (HTTP %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent to the service &quot;%1&quot;, because it could not be recorded in the journal first. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BulkExport</name>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy start date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BulkFields</name>
    <message>
        <source>Family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patronymic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the date as ДД.ММ.ГГГГ or ГГГГ-ММ-ДД.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write 1 or М (male), 2 or Ж (female).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row has %1 columns, the header only %2: check that its cells are in their columns and clear the cells past the header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown document type «%1»: write its code (1 for a passport) or name, or say once what it means for the whole column.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BulkRowState</name>
    <message>
        <source>Needs fixing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaBundle</name>
    <message>
        <source>The CA file %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 holds no certificate in PEM or DER form.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvText</name>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an Excel workbook, not a CSV file. In Excel choose &quot;Save as&quot; and the type &quot;CSV (разделители — точка с запятой)&quot;, then open that file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a CSV text file. Save the table from the spreadsheet as CSV and open that file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1: a quoted cell is not closed, so the rest of the file cannot be read. Check the quotes in that line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no rows.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataSize</name>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Enrichment</name>
    <message>
        <source>Find SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find policy (ENP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passport of the Russian Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seaman&apos;s passport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Military ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residence permit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USSR passport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>International passport of the Russian Federation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnrichmentValidation</name>
    <message>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At most %n character(s); now %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Only letters, spaces, hyphens, apostrophes and dots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date cannot be in the future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date is too far in the past.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A SNILS has 11 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only digits (spaces and dashes are allowed between them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check digits do not match: the number is mistyped. Check it against the document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;No patronymic&quot; is ticked: clear the field or untick it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the sex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the type of the identity document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the series without spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the number without spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Russian passport series has 4 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document cannot be issued before the birth date.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Environment</name>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnvironmentDraft</name>
    <message>
        <source>Enter an address that starts with http:// or https://, for example https://api.example.ru</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address has no server name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the base address only, without ? or # parts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organization identifier is a UUID: 32 hexadecimal digits in groups 8-4-4-4-12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An OID is numbers separated by dots, such as 1.2.643.5.1.13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A SNILS has 11 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A SNILS contains digits only (spaces and dashes are allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check digits do not match: the number is mistyped. Check it against the document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter one word of Latin letters and digits; the platform uses N3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name. Enter names such as sign.example.ru, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject: %1
Issuer: %2
Valid from %3 to %4
SHA-256: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the password from the address: ClinicLink keeps it in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an address such as postgresql://registrar@db.clinic.local/cliniclink, or leave it empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FormDraftStore</name>
    <message>
        <source>The form could not be kept in the journal: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabAreas</name>
    <message>
        <source>Laboratory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabValidation</name>
    <message>
        <source>The code %1 is not in dictionary %2 version %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the order number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a patient registered in the lab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ordering practitioner needs an id and a family name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the laboratory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the specimen type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the diagnosis (ICD-10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the encounter type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the payment type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the tube barcode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A barcode is 4 to 30 digits or Latin letters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter when the specimen was taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The specimen cannot be taken in the future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The specimen was taken more than a week ago.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A supporting observation needs a positive value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the patient&apos;s id in the MIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the family name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the given name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the gender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the date of birth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date of birth cannot be in the future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SNILS check digits do not match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code %1 is not in dictionary %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LinkPolicy</name>
    <message>
        <source>The platform sent a link that does not lead to the signing service, so it was not opened: %1. Open it yourself only if you trust it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Prescription</name>
    <message>
        <source>Enter the prescription&apos;s identifier in the MIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The identifier is too long (at most 255 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted; waiting to be sent to the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the registry; waiting for its answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed the format checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not be passed to the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered in the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The registry refused to register it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annulled in the registry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrescriptionErrors</name>
    <message>
        <source>The platform did not receive the prescription&apos;s identifier in the MIS. Enter it and ask again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not receive the organization&apos;s code. Set the organization of this environment in the settings and ask again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not receive the data source of the prescription (IdDataSource), which the workstation always sends. Tell the support service; the request was not carried out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the prescription&apos;s identifier. Check it against the MIS: it is the document&apos;s identifier there, at most 255 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the organization&apos;s code: it must be the organization&apos;s UUID. Correct the organization of this environment in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the data source of the prescription (IdDataSource). Tell the support service; the request was not carried out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organization of this environment is not in the platform&apos;s dictionary of organizations. Check the organization&apos;s code in the settings against the one the platform issued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform has no upload of a prescription with this identifier for this organization. Check the identifier; if it is right, the prescription has not reached the platform yet: upload it from the MIS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This prescription was annulled earlier: there is nothing left to cancel. Check its status to see the annulment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform could not pass the annulment on to the prescription registry (a technical error on its side). Nothing was annulled: cancel again in a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform has no active prescription with this identifier, so there is nothing to cancel. Check the identifier and the prescription&apos;s status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This prescription has not been registered in the registry yet (it has no registry number), so it cannot be annulled. Check its status and cancel once it is registered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform holds several active uploads of this prescription and cannot tell which to annul. Nothing was annulled: ask the platform&apos;s support to leave one active upload, then cancel again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivateFiles</name>
    <message>
        <source>The file could not be made readable by its owner only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File Folder</source>
        <comment>Match Windows Explorer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias</source>
        <comment>macOS Finder</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Questionnaire</name>
    <message>
        <source>Yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop-down list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 has no text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 needs an id of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 needs at least two options, each with a text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient app (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMS (paid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat-bot (paid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMS and the chat-bot reach only a Russian mobile number +7 9XX XXX-XX-XX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail needs the patient&apos;s address.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RegistrarAreas</name>
    <message>
        <source>Enrichment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prescriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient lists</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SendOutcomeView</name>
    <message>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: it may have gone. Look before sending it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Service</name>
    <message>
        <source>Patient data enrichment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prescription registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electronic signature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignerCommand</name>
    <message>
        <source>CryptoPro CSP (cryptcp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL (test certificates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer wrote an empty signature file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer&apos;s file is not a detached CMS signature (DER, PEM or base64).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Signing</name>
    <message>
        <source>SMS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat-bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text message with a link and a code to the patient&apos;s mobile phone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link comes in the clinic&apos;s chat-bot (or its mini-app) where the patient talks to the clinic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patient application; a patient not registered there gets a text message instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patient&apos;s wallet (resend only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the earlier delivery was not by text message, the earlier dispatch is released from billing and the new channel is billed; if it was by text message, each message sent is billed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent, waiting for signatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed by everyone, processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in part, processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed: signed by everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed: not signed by everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the doctor&apos;s qualified signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SigningAreas</name>
    <message>
        <source>Signing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SigningChecks</name>
    <message>
        <source>Only PDF, DOC, DOCX and ODT documents can be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than 5 MB (%1 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a %1 document, whatever its name says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is named .%1 but is a %2 document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organization&apos;s identifier is not set up: open the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SNILS is not valid: check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one patient.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two patients have the same MIS identifier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date cannot be in the future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the sex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one mobile phone: the link and the code come to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phone is written +7 and ten digits: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an e-mail address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one identity document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the document to be signed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 documents in one dispatch (now %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each document needs its own part name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one way to deliver the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power of attorney&apos;s number is required once any of its fields is filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The day the power of attorney was issued is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who signed the power of attorney is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A thumbprint is 40 characters 0-9 and A-F, as the certificate&apos;s properties show it (spaces may stay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practitioner&apos;s link comes by text message, chat-bot or the app only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patient&apos;s own link comes by text message, chat-bot or the app only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SigningErrors</name>
    <message>
        <source>The signing service did not receive the organization (the X-Id-Lpu header), so it did nothing. Check the organization of this environment in the settings: it must be the organization&apos;s UUID. If it is set, a proxy on the way may be removing the header: tell the network administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file listed in the dispatch did not arrive with it, so nothing was sent. Remove the file from the list and attach it again, then send again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file is larger than the platform takes (5 MB per file), so nothing was sent. Make the file smaller (save the scan at a lower resolution, or as PDF) or split it into several files, then send again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch has more files than the platform takes (10 in one dispatch, a draft&apos;s stored files included), so nothing was sent. Join files into one PDF or send the rest in a second dispatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a draft, a cancelled dispatch or one that failed can be archived; this one is in status %1. Cancel it first if it must go, then archive it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This draft is no longer a draft (status %1): it was sent, archived or expired. Open the dispatch from the list to see where it stands; to send the documents again, make a new dispatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch can no longer be cancelled (status %1): a signer has signed it already, or it is completed or cancelled. Open it to see its status; a signed document is withdrawn in the MIS, not here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notification can be sent again only while the dispatch waits for the patient (status 201); this one is in status %1. Open it to see its status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform has no dispatch with this identifier, so nothing was sent again. Refresh the list of dispatches: it may have been archived or made in another environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patient&apos;s identifier in the MIS does not match the one this dispatch was sent with, so nothing was sent again. Choose the patient from the dispatch itself and send again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not find this dispatch by its identifier, so nothing was sent again. Refresh the list of dispatches and try from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not find the dispatch to sign, so no signing link was made. Refresh the list of dispatches: it may have been archived or made in another environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch belongs to another organization than this environment&apos;s, so no signing link was made. Switch to the environment of that organization to sign it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch cannot be signed with a qualified signature in its status (%1): only a dispatch that is created, being signed, completed or waiting for the practitioner&apos;s signature (201, 208, 209, 210, 211, 214) can. Open it to see its status.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminologyAreas</name>
    <message>
        <source>Dictionaries</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminologyErrors</name>
    <message>
        <source>The second version is earlier than the first: a change history goes from an earlier version to a later one. Swap the versions, or choose a later second version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the period is before its start: a change history goes forward in time. Swap the moments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terminology service has no change history for this dictionary between these versions: it does not hold the dictionary or one of the versions. Open the dictionary again to refresh its versions, and choose both from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terminology service does not hold this dictionary, this version of it or this code. Check the OID, choose a version from the dictionary&apos;s list, and check the code.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser opened the user guide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is part of the package and should be in %1. Ask your administrator to reinstall ClinicLink Workstation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this file in a browser: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::AboutDialog</name>
    <message>
        <source>About ClinicLink Workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>development build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink Workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1, built with Qt %2, running on Qt %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workstation for clinic registrars and doctors that works with the regional health integration platform: patient data enrichment, electronic prescriptions, laboratory orders and results, terminology, and signing of documents by patients and practitioners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Includes a built-in sandbox of the platform for learning and testing; nothing sent there reaches real patients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GNU General Public License</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>© 2026 The ClinicLink Workstation authors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the %1, version 3 or (at your option) any later version (SPDX: GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It uses Qt under the GNU Lesser General Public License, version 3, and QtKeychain under the BSD licence.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkEnrichmentPage</name>
    <message>
        <source>under a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a list...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;results...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CSV file as Excel saves it (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes the job from this list; orders already sent stay in the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists of patients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cells marked red keep their row from being sent: double-click one to fix it. Rows already sent stay as they were sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a list of patients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreadsheets saved as CSV (*.csv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than %1 MB: it is not a list of patients this area can take. Split it into several files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 · %3 · %n row(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Open a CSV file with the patients (Ctrl+O): family name, first name, patronymic, birth date, sex and the identity document, or the SNILS to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to fix %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) may have gone without an answer: decide for each in the Enrichment area&apos;s list.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Time left: %1 at this environment&apos;s limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows not sent yet will not be sent. Orders already sent are followed to their result. Cancel the job?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> - results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV for Excel (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply to the column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the type...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every row with this value in the document-type column is read with the type chosen; the choice is kept with the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>«%1» in the document-type column (%n row(s)) means:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>«%1» is read as «%2» in every row of this list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkEnrichmentRun</name>
    <message>
        <source>Row %1 was sent already: what went is kept as it was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fix was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending is paused: the journal cannot record the orders. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending is paused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s state was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The choice was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkImportDialog</name>
    <message>
        <source>The first line holds the column names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a list of patients: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semicolon ( ; )</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma ( , )</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which column holds what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) of patients</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the column for: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) have problems: they are kept, marked, and not sent until fixed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every row can be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the column.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::BulkRowModel</name>
    <message>
        <source>SNILS is valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENP and insurer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem or note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::CancelConfirmation</name>
    <message>
        <source>No, keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the prescription %1? The registry will annul its registration; this cannot be undone from the workstation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, cancel %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::CertificateChainDialog</name>
    <message>
        <source>The server&apos;s certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server presented these certificates, its own first. Nothing was sent to it. If the clinic trusts this server, its administrator adds the certificate authority to the environment&apos;s CA file in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server presented no certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Subject: %2
Issuer: %3
Valid from %4 to %5
SHA-256: %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ClinicDbCommand</name>
    <message>
        <source>&quot;%1&quot; is not a clinic database address. Give one such as postgresql://cliniclink@db.clinic.local/cliniclink, without a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database asks for a password, and the keychain cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No password was given on standard input; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The password for %1 is kept in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain is not available, so the password was not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain cannot be written; the password was not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database %1 is ready (schema version %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clinic database is named: give its address, or set it for the environment in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved into the clinic database %1: %2 followed items and %3 bulk jobs (%4 moved before were left as they were). Drafts and the request log stay on this workstation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ConnectionCheck</name>
    <message>
        <source>No address is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected; the token was accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected; service version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered with a redirect (HTTP %1); check the address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered with a redirect (HTTP %1) to %2; check the address.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ConnectionCheckCommand</name>
    <message>
        <source>There is no environment &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No service has an address in this environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ConnectionCheckPanel</name>
    <message>
        <source>C&amp;heck connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends one harmless request to each configured service with the addresses and tokens as typed here, before they are saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the server&apos;s certificate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DateField</name>
    <message>
        <source>Type the date as %1, or press Alt+Down for a calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose in a calendar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such date: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a complete date: type it as %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DictionaryPage</name>
    <message>
        <source>The offline copy of dictionaries cannot be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OID or name of a dictionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download for offline use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check and translate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records: %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attributes: %v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dictionary could not be saved for offline use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service has no dictionary %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code %1 is in the dictionary: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The code %1 is not valid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 corresponds to: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no correspondence. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service could not translate the code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: beginnings of words of a code or a name (as you type offline, Enter asks the server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute, e.g. display or nameShort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values, separated by commas, or attribute=values; attribute=values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OID of the other dictionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate a code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dictionary is named &quot;%1&quot;. Enter its OID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the passport of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OID: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publisher: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version is available offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version is read from the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A newer version %1 exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DictionaryPicker</name>
    <message>
        <source>Code or the beginning of a name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DictionaryRecordModel</name>
    <message>
        <source>created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dictionary name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organization OID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synonym</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchActionsBar</name>
    <message>
        <source>Cancel dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign with QES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the platform&apos;s signing page in the browser, where the crypto plugin signs with your certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign on this workstation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signs with the crypto provider&apos;s program on this computer, without the browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchDeliverySection</name>
    <message>
        <source>Delivery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign with Gosuslugi (ESIA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patient signs after logging in to Gosuslugi instead of typing the code from the message.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchDesk</name>
    <message>
        <source>Could not check whether the dispatch was created: %1 Look in the list before sending again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch %1 was accepted but could not be saved in the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch was not sent: the journal could not record it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch names no patient to look it up by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone: the list could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone: the status could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft may have been changed: open it to see what the platform keeps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch found could not be saved in the journal: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchFilesEditor</name>
    <message>
        <source>Documents to sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF, DOC, DOCX or ODT, up to %1 files of 5 MB each. Drop files here or add them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents (*.pdf *.doc *.docx *.odt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is larger than 5 MB (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 files can be sent at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchForm</name>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform keeps a draft for 24 hours; nothing is delivered to the patient yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practitioner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchFormController</name>
    <message>
        <source>The dispatch was not sent: correct the marked fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent: the patient receives the link now. Tracking id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as a draft %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as a draft %1, kept until %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not answer. A dispatch for this patient was found, created at %1: follow it instead of sending again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not answer, and nothing was created for this patient: send again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following the dispatch %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: the draft may have been saved. Look in the drafts before saving it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: the dispatch may have gone. Checking the platform before anything is sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch was not sent: the journal could not record it. The form is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft was not saved: the journal could not record it. The form is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The platform did not answer. %n dispatch(es) for this patient were created since the send: follow them instead of sending again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Kept on this workstation. The platform takes a draft only once the marked fields are filled in: fill them in, then save the draft again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform could not prepare a PDF from an attached file, so nothing went to the patient. Save the file as PDF again, or attach another one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchList</name>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dispatches yet. Compose one in the New dispatch tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dispatch matches the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This dispatch is not known on the platform yet: it opens once the platform has answered or it was found in the platform&apos;s list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole organization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatches sent from this computer, followed here until they are signed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every dispatch of the organization the platform lists: sent by colleagues and other systems too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show dispatches of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clinic workstations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatches sent from every workstation of the clinic, followed until they are signed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchListModel</name>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (next %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last check failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracking id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone: the platform&apos;s answer did not arrive</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchOptionsSection</name>
    <message>
        <source>More: co-signing by the practitioner, power of attorney, the organization&apos;s contacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practitioner co-signs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check how the link comes to the practitioner when he or she signs the documents too; none checked: the practitioner does not sign by link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QES certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thumbprint, 40 characters 0-9 and A-F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate the practitioner will sign this dispatch with. The QES tab&apos;s &quot;Only dispatches sent with this certificate&quot; finds the dispatch by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing under a power of attorney</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine-readable, number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of the machine-readable power of attorney the practitioner signs under.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper, number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper, issued on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper, signed by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organization&apos;s contacts for the patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+7 495 123-45-67</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchPractitionerSection</name>
    <message>
        <source>Practitioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patronymic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id in the organization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer of this dispatch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No practitioner is set up for this environment: change it here or in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, id %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchStatusHeader</name>
    <message>
        <source>signed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>did not sign in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practitioner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1; documents: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not signed: the dispatch was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DispatchView</name>
    <message>
        <source>Dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform returned no document for this dispatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save signature (.sig)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save signature %1 (.sig)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detached signatures (*.sig)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the dispatch for %1? The patient will no longer be able to sign it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch is cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link was sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing page is open in the browser. The status here changes once the platform has the signature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cancel may have reached the platform: its answer did not arrive. The status here shows it once the platform is asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The link may have been sent again: the platform&apos;s answer did not arrive. Ask the patient before sending it once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing may have been started: the platform&apos;s answer did not arrive. The status here changes once the platform has a signature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing page also needs the CryptoPro EDS Browser plug-in in that browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser opened the signing page: open the link below in a browser with the crypto plug-in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DraftEditingStrip</name>
    <message>
        <source>Replace the draft&apos;s files with these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing the draft %1; it has no documents yet. Send delivers it to the patients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing the draft %1, with its documents: %2. Send delivers it to the patients.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::DraftList</name>
    <message>
        <source>No drafts. &quot;Save as draft&quot; in the New dispatch tab keeps one for 24 hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivers the draft to the patients with the files stored on the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent: the patient receives the link now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft %1 is archived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer did not arrive: it may have gone. The lists show it once the platform has been asked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the draft %1 as it is? The patient receives the link at once, and the send is billed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not send</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentController</name>
    <message>
        <source>Fill in or correct first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was accepted by the platform. The result will appear in the list of orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; waits for the service&apos;s limit until %2. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending &quot;%1&quot;… Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending was cancelled. The form is kept; send again when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enrichment form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is waiting its turn: the service takes only so many requests at a time. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not sent: the journal could not record it. The form is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; may have gone: the platform&apos;s answer did not arrive. It is kept in the list as &quot;may have gone&quot;; send again only if you decide to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentDesk</name>
    <message>
        <source>The order %1 was accepted but could not be saved in the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order was not sent: the journal could not record it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentForm</name>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity document (for Find SNILS and Find policy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No patronymic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11 digits as printed on the card; the check digits are verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As in the document; it need not match the text exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Patronymic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;irst name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Birth date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;x:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;umber:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Iss&amp;ue date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued b&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue date and issuer are needed for Find SNILS only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fa&amp;mily name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNI&amp;LS (to check it):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentOrderList</name>
    <message>
        <source>&amp;Copy result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check n&amp;ow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show e&amp;xchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent orders (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No orders in this environment yet. Fill in the form above and choose an action.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentOrderModel</name>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: no longer followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next check at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking now…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last check failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No SNILS found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service gave no answer on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes: %1 is this person&apos;s SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No: %1 is not this person&apos;s SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No policy found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insurer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: the check digit does not match; compare the number with the policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone: the platform&apos;s answer did not arrive, and it offers no way to check. Send again only if the result does not come another way.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnrichmentPage</name>
    <message>
        <source>Patient data: SNILS and policy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnvironmentBanner</name>
    <message>
        <source>Switch environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request goes to the environment chosen here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Switch to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test platform, no real patients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built-in sandbox, made-up data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REAL PATIENTS: every request is for real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests will go to the production platform and concern real patients.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps its work in another journal than the one open now (the clinic database, or this workstation&apos;s own). ClinicLink opens its journal as it starts, so it closes and starts again in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart in %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to Production?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::EnvironmentForm</name>
    <message>
        <source>&amp;Addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Organization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To&amp;kens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://… (%1 in the contract); empty: not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization scheme word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organization identifier (UUID):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OID of the MIS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practitioner at this workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identifier in the organization:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The word before the token in the Authorization header of enrichment, prescription and laboratory requests (N3 on the regional platform).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the system&apos;s certificate authorities only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PEM or DER file with the certificate authorities this environment&apos;s servers use (a clinic&apos;s proxy, the Russian Trusted Root CA). They are trusted for this environment only, in addition to the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trusted CA file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign.example.ru, esia.example.ru</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links from the server (the signing page) open in the browser only when they lead over https to the signing service&apos;s host or to one of these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other hosts for signing links:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trusted CA file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: this workstation&apos;s own journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database all workstations share, such as postgresql://registrar@db.clinic.local/cliniclink. The password is kept in the keychain; a server on another machine is reached over TLS checked with the trusted CA file above. Takes effect at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clinic database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practitioner&apos;s QES through the closed network (ZSPD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: the signing link leads into the closed data network, where the document can be viewed before signing. Off (for a workstation outside that network): the document goes straight to the crypto plug-in without viewing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in sandbox fills in its addresses each time it starts. It runs on this workstation alone, so its work stays in this workstation&apos;s journal, never in a clinic database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workstation&apos;s own journal only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ExchangeView</name>
    <message>
        <source>&amp;Copy exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n byte(s) of binary data)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 — %3, %4 ms, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(attempt %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded in diagnostic mode: personal data is not masked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no body)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a request to see what was sent and what came back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::FollowAnswer</name>
    <message>
        <source>No longer in the sandbox: it was reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost when the sandbox was reset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::FollowDesk</name>
    <message>
        <source>This kind of request cannot be followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The application stopped before the platform answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in this application follows this kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found on the platform: it did not arrive.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::FollowedKind</name>
    <message>
        <source>The platform offers no way to check whether it arrived. It may have gone: look before sending again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::FormField</name>
    <message>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::InviteTab</name>
    <message>
        <source>SMS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat-bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name@example.ru</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patient receives a link to fill in their identity documents and sign the consent to the processing of personal data. SMS and the chat-bot reach only a Russian mobile number +7 9XX; the patient app cannot carry an invitation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone and e-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitations sent from this workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A phone is +7 and 10 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMS and the chat-bot need a Russian mobile number +7 9XX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the patient&apos;s e-mail for this channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitation %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation was accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation may have been sent: the platform&apos;s answer did not arrive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may have gone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sending…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitations sent from the clinic&apos;s workstations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::Journal</name>
    <message>
        <source>The local journal is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access to the local journal %1 cannot be restricted to your user account, so it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 was written by a newer version of ClinicLink. Update ClinicLink to use it; the file has not been changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 cannot be upgraded to this version of ClinicLink; the file has been left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry is no longer in the local journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 cannot be opened. Check that the folder %2 exists and that your user account may write to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 cannot be read or written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk that holds the local journal is full. Free some space in %1, then press Check again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 cannot be written. Check the permissions of the folder %2 and of the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database %1 cannot be reached. Check the network and that the database server is running; ask the administrator if it stays so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database %1 was upgraded by a newer version of ClinicLink. Update ClinicLink on this workstation to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database %1 cannot be upgraded to this version of ClinicLink; it has been left as it was. The administrator can upgrade it with cliniclink --init-clinic-db.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database %1 cannot be read or written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database %1 does not take writes now. Ask the administrator to check the database server&apos;s disk and this workstation&apos;s role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database %1 is on another machine: ClinicLink reaches it only over TLS checked with the environment&apos;s trusted CA file. Choose that file in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the clinic database %1 was lost. Nothing billed is sent until it is back, the lists show what was read last, and ClinicLink connects again by itself.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::JournalHealthBanner</name>
    <message>
        <source>Check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending is stopped: what is sent could not be recorded in the local journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending is stopped: what is sent could not be recorded in the clinic database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list cannot be read now: the clinic database is out of reach. It fills in by itself once the database answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list cannot be read now: the journal is not open. It fills in by itself once it opens.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::JournalWatch</name>
    <message>
        <source>The local journal is not open yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal was damaged. It was moved to %1 and kept as it was; a new journal was started, so what the old one followed is not followed here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabCodeCheck</name>
    <message>
        <source>The dictionary service could not check the code %1. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dictionary service could not check the code %1: the lab will check it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabDesk</name>
    <message>
        <source>Saved in the lab, but not in the journal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order was not sent: the journal could not record it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lab answered without the order&apos;s id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order %1 was accepted but could not be saved in the journal: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cancel was not sent: the journal could not record it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone: the status could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone: the orders could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderForm</name>
    <message>
        <source>Add service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will be sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press “What will be sent” to see the order before sending it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specimen and encounter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specimen type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tube barcode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnosis (ICD-10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounter reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height, weight…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear every field of the order? What was typed is not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routine</source>
        <comment>lab order priority</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Urgent</source>
        <comment>lab order priority</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As soon as possible</source>
        <comment>lab order priority</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immediately</source>
        <comment>lab order priority</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderFormController</name>
    <message>
        <source>Laboratory order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unsent order was restored from the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the marked fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check before sending:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1 for %2, taken %3, tube %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order was sent to the lab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order may have gone; it is being looked up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the codes with the dictionary service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderList</name>
    <message>
        <source>Open result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in the laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open by barcode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or scan the tube&apos;s barcode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tube &amp;barcode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderListController</name>
    <message>
        <source>Order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the laboratory to ask: no laboratory has been sent an order from this workstation yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or scan the tube&apos;s barcode first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1 is selected in the list: the laboratory has no result yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No order with the tube barcode %1 was found. Check the code, or choose the laboratory the tube went to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The laboratory the searches ask. Empty: every laboratory the clinic&apos;s workstations sent an order to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The laboratory the searches ask. Empty: every laboratory this workstation sent an order to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the laboratory to ask: no laboratory has been sent an order from the clinic&apos;s workstations yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabOrderModel</name>
    <message>
        <source>Sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May have gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted by the laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error at the laboratory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabPage</name>
    <message>
        <source>Patient and practitioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabPartyController</name>
    <message>
        <source>The patient is registered in the lab (id %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practitioner is registered in the lab (id %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the marked fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practitioner needs an id in the MIS and a family name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabPartyForm</name>
    <message>
        <source>Anonymous patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register patient in the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register practitioner in the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient id in the MIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date of birth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy number (ENP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passport (series:number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordering practitioner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practitioner id in the MIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update patient in the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update practitioner in the lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New patient</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LabResultView</name>
    <message>
        <source>Laboratory result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The laboratory reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conclusion:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save signature…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detached signatures (*.p7s *.sig)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critically below normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critically above normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abnormal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critically abnormal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not detected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>susceptible</source>
        <comment>antibiotic sensitivity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intermediate</source>
        <comment>antibiotic sensitivity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resistant</source>
        <comment>antibiotic sensitivity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a code and its name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a flag and its meaning</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>a flag and its meaning in the legend</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LimitsEditor</name>
    <message>
        <source>all requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>status requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per minute the workstation allows itself. Leave an override at &quot;contract&quot; unless the platform&apos;s operator gave you a different figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract, per minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override, per minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new dispatches for signing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dispatch downloads with the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between requests about the same order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between any two requests, whatever the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enrichment service asks for a pause of 10 seconds between status requests. Choose &quot;whatever the order&quot; only if the platform&apos;s operator reads it so: results of many orders then arrive more slowly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause of 10 s between status requests of the enrichment service:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::LinkPanel</name>
    <message>
        <source>Copy link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser opened this link. Copy it into a web browser, or install one and make it the default (on Debian and Astra Linux: the packages firefox-esr or chromium, and xdg-utils), then press Open again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::MainWindow</name>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ClinicLink Workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink Workstation — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit ClinicLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is lost: they are checked again the next time the workstation starts, and the answers that came meanwhile are shown then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) are not finished yet.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of them, %n row(s) of patient lists are not sent yet: sending goes on then.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::MessageBanner</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the message in one line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::OrderExchangeDialog</name>
    <message>
        <source>Exchange of order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request log of this session has no exchange of this order (the log starts empty when the workstation starts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal data is masked unless the diagnostic mode was on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::OrgDispatchList</name>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created on or after this day, by Moscow time as the platform dates dispatches (empty: no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created on or before this day, by Moscow time as the platform dates dispatches (empty: no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient&apos;s MIS id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patient&apos;s id in the MIS, exactly as sent (idPatientMis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list was not read: correct the date or leave the field empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first date is after the second: swap them or change one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the list was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organization&apos;s dispatches could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the organization&apos;s dispatches… Esc stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more dispatches on this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform lists no dispatch of the organization for this filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatches %1–%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatches %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::OrgDispatchModel</name>
    <message>
        <source>Dispatch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIS id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practitioner not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practitioner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a clinic workstation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::OutboxSend</name>
    <message>
        <source>It may have gone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::OverviewPage</name>
    <message>
        <source>Open &amp;settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Services</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Journal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — no token yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The built-in sandbox is not running, so its services have no address. Start the application again, or choose another environment in the banner above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to ClinicLink Workstation. No service of this environment has an address yet: open the settings, fill in the addresses the platform&apos;s operator gave you, paste the tokens, and press &quot;Check connection&quot;. To look around first, switch to the built-in Sandbox: it works without any of this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Welcome. %n service(s) of this environment still need an access token: open the settings, paste the tokens the platform&apos;s operator issued, and press &quot;Check connection&quot;.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stored in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the system keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open; what is sent is recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not open yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending is stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear journal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the patients&apos; data of every finished or stopped item, and the request log, from this workstation&apos;s journal? Items still being followed and unsent drafts stay. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The journal was cleared: %n item(s) emptied.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The journal could not be cleared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patients&apos; data of finished items is kept in the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cl&amp;ose them…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) unfinished for longer than the retention period (%1) are still kept in the journal with the patients&apos; data: sends never answered or still in doubt, lists never finished.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Close unfinished items</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Close %n item(s) unfinished for longer than the retention period? They are no longer followed or looked up on the platform, and the patients&apos; data they hold is deleted from the journal. This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Close them</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished item(s) closed.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The items could not be closed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Patients&apos; data is deleted from the journal %n day(s) after an item finished, a form was last changed or a request was logged.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the request log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal is the clinic&apos;s, shared by its workstations: finished items leave it after the retention period, for every workstation at once. Delete this workstation&apos;s request log? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workstation&apos;s request log was cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the request log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agrees with the clinic database server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1 slow; the clinic database server&apos;s time is used. Ask the administrator to set the clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s clock is %1 fast; the clinic database server&apos;s time is used. Ask the administrator to set the clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clinic database, shared by its workstations; what is sent is recorded</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PatientCardButton</name>
    <message>
        <source>From a patient card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the patient from one found or sent for earlier (enrichment, dispatches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No patient found or sent yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test patients of the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading them from the sandbox…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox did not list them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known to the built-in sandbox: its searches find this person</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PatientDocumentsEditor</name>
    <message>
        <source>Add a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passport of the RF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SNILS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PatientEditor</name>
    <message>
        <source>Family name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patronymic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birth date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mobile phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+7 900 123-45-67; several separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MIS patient id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for this patient, instead of the delivery below; none checked: as below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own delivery</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PdfPanel</name>
    <message>
        <source>Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit to width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PrescriptionController</name>
    <message>
        <source>The organization is not set for this environment. Set it in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The status check of %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cancel of %1 was abandoned on its way; it may still have reached the platform. Check the status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent prescription identifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform took the cancellation of %1. Its answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s own words:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PrescriptionPage</name>
    <message>
        <source>&amp;Cancel prescription…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. RX-2026-000104</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent identifiers (Alt+Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prescription&apos;s identifier in the MIS (IdSourceMis); recent ones are in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available when a record has a registry number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prescriptions: registration status and cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prescription &amp;ID in the MIS:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prescription ID in the MIS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the status of %1… Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No records to show for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a prescription&apos;s identifier and check its status.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Upload records of %1, newest first: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Chec&amp;k status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending the cancellation of %1… Esc abandons waiting.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PrescriptionStatusModel</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sub-state of 4 that the contract does not describe: the message says what it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prescription&apos;s registration number in the federal registry, once it is registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The identifier of the upload request (idRequestGUID): quote it to the platform&apos;s support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QesDesk</name>
    <message>
        <source>The platform could not verify the signature: it is damaged, made with a certificate the platform does not trust or that is not valid, or with another certificate than the one chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature does not match the PDF issued for signing: the document was changed before it was signed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature was made for another document than the PDF of this signing session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature was encoded in base64 twice; the signer&apos;s settings need checking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A signature was already uploaded in this signing session. Open a new session to sign again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing session has expired. Open a new session and sign again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not know this signing session for this dispatch and practitioner. Open a new session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch&apos;s status does not allow a signature now (only 214, 210 and 211 do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practitioner&apos;s SNILS or id in the organization is missing in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not find the dispatch (or the practitioner) for this organization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dispatch or session belongs to another organization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate %1 expired on %2: choose a valid one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate %1 is valid only from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This signing session was used already: a session takes one signature. Open a new session to sign again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature was attached but could not be saved in the journal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform could not make the PDF for signing from this dispatch&apos;s files, and a new signing session would fail the same way. Cancel the dispatch and send the document again, saved anew as PDF; then sign the new dispatch.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QesTab</name>
    <message>
        <source>Only dispatches I sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign only with this certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only dispatches sent with this certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign on this workstation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-1 thumbprint, hex (preselected in the browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection when no dispatch is checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracking id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the dispatches to sign in one browser session, or leave all unchecked to sign what the selection finds. On this workstation the current dispatch is signed with the crypto provider&apos;s command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the certificate&apos;s thumbprint for this choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The period ends before it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A date of the period is not a date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the signing session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n dispatch(es) in the signing session.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to sign: the selection found no dispatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing session is open in the browser. The statuses here change once the platform has the signatures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing session was not started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sign %n checked in the browser</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Sign the selection in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser opened the signing page: open the link below in a browser with the crypto plug-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign the current one in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A signing page for the current dispatch alone, with the certificate below preselected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The certificate&apos;s thumbprint is written in the characters 0-9 and A-F, as the certificate&apos;s properties show it: check what was pasted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent: the journal could not record it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing page is open in the browser. The status here changes once the platform has the signature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing may have been started: the platform&apos;s answer did not arrive. The status here changes once the platform has a signature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signing page was not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing pages open in the closed network (ZSPD): the document can be viewed first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing pages open outside the closed network: the document goes straight to the crypto plug-in. The environment&apos;s settings choose.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionEditor</name>
    <message>
        <source>Add option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnaireBuilder</name>
    <message>
        <source>Add question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description for the patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions (drag to reorder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New template: saving creates version 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1%2: saving makes version %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (deactivated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the template a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option 2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnaireDesk</name>
    <message>
        <source>Nothing was sent: the journal could not record it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnairePreview</name>
    <message>
        <source>Preview: as the patient sees it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnaireSendDialog</name>
    <message>
        <source>Send the questionnaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send «%1»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questionnaire «%1», version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app and e-mail are free; SMS and the chat-bot are paid and reach only a Russian mobile number +7 9XX.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sending is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the marked fields before sending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The questionnaire was sent; it is followed like a dispatch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The questionnaire was created, but no channel reached the patient: give them the link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link for the patient: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The questionnaire may have been sent: the platform&apos;s answer did not arrive. Look in the dispatches before sending it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The questionnaire was not sent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::QuestionnairesTab</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to a patient…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submissions of the template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The templates could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, deactivated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New questionnaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template cannot be saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template is deactivated; questionnaires already sent are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template was not deactivated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template is open in the browser until %1. Press «Refresh» when done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The browser editor did not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filled in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The submissions could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The questionnaire&apos;s PDF was not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser opened the template editor: open the link below in a browser.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient&apos;s id in the MIS: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::RequestLog</name>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::RequestLogView</name>
    <message>
        <source>&amp;Diagnostic mode (unmasked, this session only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search path, status, code, error… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the request log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records names, SNILS and other personal data unmasked from now on, to help find a fault. Tokens are never recorded. Turns itself off when the application closes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostic mode is on: personal data in new requests is recorded unmasked. Do not share this log outside the clinic, and turn the mode off when done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empties the list shown here; the journal keeps its own record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ResendDialog</name>
    <message>
        <source>Resend the link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the link to sign again to %1 through:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SandboxConsole</name>
    <message>
        <source>Sign as the patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline as the patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the sandbox delivered to patients. Sign or decline here as the patient would on the link; the dispatch list shows the change at its next status check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Channel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed as the patient.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declined as the patient.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do: this patient has already decided, or the dispatch is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox&apos;s outbox could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents to sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link sent again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questionnaire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient app</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SandboxReset</name>
    <message>
        <source>Reset the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the built-in sandbox to its starting data?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox could not be reset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox forgets every order, prescription change and dispatch sent to it. What the workstation has already received stays in its lists; items still under way are marked as lost with the sandbox. Drafts of forms stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox was reset, but the journal could not be updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The sandbox was reset; %n item(s) still under way were marked as lost with it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cliniclink::SecretStore</name>
    <message>
        <source>Could not read the token from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the token in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete the token from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused access; it may be locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token is kept for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No environment was given for the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain is being checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain is turned off. Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>it did not answer within %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>it gave back another value than was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain does not work here (%1). Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no desktop session here, so the system keychain cannot be used. Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test entry could not be stored and read back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain reported an error; its technical text is in the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SelfQesDialog</name>
    <message>
        <source>Get the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign and attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save signature…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign on this workstation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detached signatures (*.sig *.sgn *.p7s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document was not signed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session open until %1: check the document, then sign it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document for signing was not issued.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This signing session was used already: a session takes one signature. Open a new session to sign again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed and attached. Dispatch status: %1. Certificate %2, signed at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature is attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature may have been attached: the platform&apos;s answer did not arrive. Check the dispatch&apos;s status before signing again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature was not attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature could not be saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SelfQesSigner</name>
    <message>
        <source>Read certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placeholders: {input} the PDF, {output} the signature file, {outdir} its folder, {thumbprint}, {certificate} and {key} (OpenSSL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the sandbox&apos;s test certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crypto provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM file of the certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the certificate&apos;s PEM file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private key file (read by the signer only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The private key and its PIN stay with the crypto provider: ClinicLink never stores or asks for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issuer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thumbprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crypto provider&apos;s tool «%1» could not be started: is CryptoPro CSP installed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crypto provider lists no certificate with a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox&apos;s test certificate could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No certificate could be read from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (expired)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not yet valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No certificate here is valid now: an expired certificate cannot sign.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SettingsController</name>
    <message>
        <source>The settings of &quot;%1&quot; could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another environment already has this name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment could not be added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in environments keep their names.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SettingsDialog</name>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These settings were written by a newer version of the application: changes last until it is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production: real patients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — real patients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in environments cannot be renamed or removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some fields need correcting; they are marked in red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the tokens…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment &quot;%1&quot; added. Fill in its addresses and tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove &quot;%1&quot; with its settings and tokens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep patients&apos; data of finished items in the journal for:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ShellStatusBar</name>
    <message>
        <source>Tokens not remembered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No requests in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in progress: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to open the request log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to open the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the certificate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SignerRun</name>
    <message>
        <source>No private temporary folder for the signer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document could not be written for the signer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox&apos;s test certificate could not be handed to the signer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer command needs %1, which is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer command is empty or its quotes do not close.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer «%1» could not be started: is it installed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer stopped with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer stopped with code %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer ended without writing the signature file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signer did not finish in time and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SigningNotifier</name>
    <message>
        <source>Dispatch signed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SigningPage</name>
    <message>
        <source>Documents for patients to sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New dispatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispatches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drafts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sandbox console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practitioner&apos;s QES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questionnaires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SingleInstance</name>
    <message>
        <source>ClinicLink cannot start: the lock file %1 cannot be created. Check the permissions of its folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink is already running on this computer for this user; its window was brought forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink is already running for this user (process %1), so this copy stops: two copies would send the same forms twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink cannot start: the disk that holds its data folder %1 is full. Free some space on it, then start ClinicLink again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink cannot start: its data folder %1 cannot be written, so the lock left there by a copy that has ended (process %2) cannot be replaced. Fix the folder&apos;s permissions so that your user account may write to it, then start ClinicLink again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink cannot start: its data folder %1 cannot be written. Fix the folder&apos;s permissions so that your user account may write to it, then start ClinicLink again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink cannot start: the lock file %1 was left by a copy that has ended (process %2) and cannot be replaced. Delete the file, then start ClinicLink again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::StatusMark</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::TokensEditor</name>
    <message>
        <source>Each service of the platform issues its own access token. Paste it here; it is masked and never written to the settings file or the logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the sandbox&apos;s own test token is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens are stored in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::UncertainSendPanel</name>
    <message>
        <source>Follow it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>ClinicLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no environment &quot;%1&quot;. The last used one is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language: ru (default) or en.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in this environment (sandbox, test, production or an added one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep tokens for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not start the built-in sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the connection to every service without a window, print one line per service and exit (0: all configured services passed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClinicLink Workstation: the regional health platform&apos;s services for clinic registrars and doctors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this journal: a file, or the clinic database postgresql://[user@]host[:port]/database (the password is kept in the keychain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create or upgrade the clinic database&apos;s schema at this address and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the clinic database role&apos;s password from standard input into the keychain and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move this workstation&apos;s journal (followed items, bulk jobs) into the clinic database given as the argument, or the environment&apos;s, and exit. Running it again adds nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --import-journal: the clinic database.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
