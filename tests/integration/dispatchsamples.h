// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One dispatch as the tests send it: a practitioner of the sandbox's fixtures, one patient with
// a passport and a mobile phone, and a one-page PDF.

#include "core/signing/signingtypes.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>

namespace cliniclink::testing {

inline const QByteArray kSamplePdf = "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
                                     "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
                                     "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
                                     "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n"
                                     "0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n";

// A one-page PDF written by hand, with text and a correct cross-reference table, as a clinic's
// consent form would be (the widget tests show it).
inline QByteArray consentPdf()
{
    QList<QByteArray> objects{"<< /Type /Catalog /Pages 2 0 R >>",
                              "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                              "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << "
                              "/Font << /F1 5 0 R >> >> >>",
                              {},
                              "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"};
    const QByteArray content = "BT /F1 24 Tf 72 760 Td (Informed consent) Tj ET";
    objects[3] = "<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content + "\nendstream";
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    for (qsizetype i = 0; i < objects.size(); ++i) {
        offsets << pdf.size();
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects.at(i) + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (qsizetype off : offsets)
        pdf += QByteArray::number(off).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n"
        + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

inline DispatchRequest sampleDispatch(const QString &patientId = QStringLiteral("P-100"))
{
    DispatchRequest r;
    r.organizationId = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
    r.practitioner.familyName = QStringLiteral("Смирнова");
    r.practitioner.givenName = QStringLiteral("Елена");
    r.practitioner.middleName = QStringLiteral("Викторовна");
    r.practitioner.userIdLpu = QStringLiteral("doc-1024");
    r.practitioner.snils = QStringLiteral("11223344595");
    DispatchPatient p;
    p.idPatientMis = patientId;
    p.familyName = QStringLiteral("Иванов");
    p.givenName = QStringLiteral("Сергей");
    p.birthDate = QDate(1978, 3, 14);
    p.sex = QStringLiteral("male");
    p.phones = {QStringLiteral("+79161234567")};
    p.documents = {PersonDocument{
        14, QStringLiteral("4509"), QStringLiteral("123456"), QStringLiteral("ОВД Хамовники"), QDate(2003, 4, 22), {}}};
    r.patients = {p};
    r.files = {
        DispatchFile{QStringLiteral("consent"), QStringLiteral("Согласие.pdf"), QStringLiteral("pdf"), kSamplePdf}};
    return r;
}

} // namespace cliniclink::testing
