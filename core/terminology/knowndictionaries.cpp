// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "knowndictionaries.h"

namespace cliniclink {

const QList<KnownDictionary> &knownDictionaries()
{
    static const QList<KnownDictionary> list{
        {QStringLiteral("1.2.643.2.69.1.1.1.1"), QStringLiteral("Лабораторные тесты (показатели)")},
        {QStringLiteral("1.2.643.2.69.1.1.1.2"), QStringLiteral("МКБ-10")},
        {QStringLiteral("1.2.643.2.69.1.1.1.19"), QStringLiteral("Цели обращения")},
        {QStringLiteral("1.2.643.2.69.1.1.1.30"), QStringLiteral("Приоритеты выполнения заявки")},
        {QStringLiteral("1.2.643.2.69.1.1.1.31"), QStringLiteral("Лабораторные услуги")},
        {QStringLiteral("1.2.643.2.69.1.1.1.32"), QStringLiteral("Источники финансирования")},
        {QStringLiteral("1.2.643.2.69.1.1.1.33"), QStringLiteral("Типы биоматериала")},
        {QStringLiteral("1.2.643.2.69.1.1.1.34"), QStringLiteral("Типы контейнеров")},
        {QStringLiteral("1.2.643.2.69.1.1.1.35"), QStringLiteral("Типы случаев обслуживания")},
        {QStringLiteral("1.2.643.2.69.1.1.1.36"), QStringLiteral("Категории диагнозов")},
        {QStringLiteral("1.2.643.2.69.1.1.1.37"), QStringLiteral("Дополнительные сведения к заявке")},
        {QStringLiteral("1.2.643.2.69.1.1.1.64"), QStringLiteral("Медицинские организации")},
        {QStringLiteral("1.2.643.2.69.1.1.1.74"), QStringLiteral("Антибактериальные препараты")},
        {QStringLiteral("1.2.643.2.69.1.1.1.76"), QStringLiteral("Методы исследования")},
        {QStringLiteral("1.2.643.2.69.1.1.1.94"), QStringLiteral("Группы микроорганизмов (отсутствие роста)")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1002"),
         QStringLiteral("Должности медицинских и фармацевтических работников")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1040"), QStringLiteral("Пол пациента")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1066"), QStringLiteral("Номенклатура специальностей")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1070"), QStringLiteral("Номенклатура медицинских услуг")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1071"), QStringLiteral("Виды медицинских изделий")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1080"), QStringLiteral("Лабораторные исследования (федеральный)")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1081"), QStringLiteral("Виды биоматериала (федеральный)")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1087"), QStringLiteral("Микроорганизмы")},
        {QStringLiteral("1.2.643.5.1.13.13.11.1381"),
         QStringLiteral("Интерпретация результатов лабораторных исследований")},
        {QStringLiteral("1.2.643.5.1.13.13.99.2.660"),
         QStringLiteral("Методы лабораторных исследований (федеральный)")},
    };
    return list;
}

QList<KnownDictionary> findKnownDictionaries(const QString &text)
{
    const QString needle = text.trimmed();
    QList<KnownDictionary> out;
    for (const KnownDictionary &d : knownDictionaries()) {
        if (needle.isEmpty() || d.oid.contains(needle) || d.name.contains(needle, Qt::CaseInsensitive))
            out.append(d);
    }
    return out;
}

} // namespace cliniclink
