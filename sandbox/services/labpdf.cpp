#include "services/labpdf.h"

#include <vector>

namespace cliniclink::sandbox {

namespace {

QByteArray pdfString(const QString &line)
{
    QByteArray out;
    for (const QChar c : line) {
        const char16_t u = c.unicode();
        const char ch = (u >= 0x20 && u < 0x7f) ? char(u) : '?';
        if (ch == '(' || ch == ')' || ch == '\\')
            out += '\\';
        out += ch;
    }
    return out;
}

} // namespace

QByteArray LabPdf::report(const QStringList &lines)
{
    QByteArray content = "BT\n/F1 16 Tf\n50 790 Td\n20 TL\n";
    bool title = true;
    for (const QString &line : lines) {
        content += '(' + pdfString(line) + ") Tj\nT*\n";
        if (title) {
            content += "/F1 11 Tf\n14 TL\n";
            title = false;
        }
    }
    content += "ET\n";

    const std::vector<QByteArray> objects = {
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> "
        "/Contents 5 0 R >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        "<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content + "endstream",
    };
    QByteArray pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
    std::vector<qsizetype> offsets;
    for (size_t i = 0; i < objects.size(); ++i) {
        offsets.push_back(pdf.size());
        pdf += QByteArray::number(qulonglong(i + 1)) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(qulonglong(objects.size() + 1)) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        pdf += QByteArray::number(qlonglong(offset)).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(qulonglong(objects.size() + 1)) + " /Root 1 0 R >>\nstartxref\n"
        + QByteArray::number(qlonglong(xref)) + "\n%%EOF\n";
    return pdf;
}

} // namespace cliniclink::sandbox
