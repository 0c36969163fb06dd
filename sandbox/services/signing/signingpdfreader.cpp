#include "signingpdfreader.h"

#include <QList>
#include <QRegularExpression>
#include <QtEndian>

namespace cliniclink::sandbox::pdfreader {

namespace {

// The last plain definition of `number generation`: "<number> <generation> obj ... endobj".
QByteArray plainObject(const QByteArray &pdf, int number, int generation)
{
    const QByteArray head = QByteArray::number(number) + ' ' + QByteArray::number(generation) + " obj";
    qsizetype at = pdf.lastIndexOf(head);
    while (at > 0 && pdf.at(at - 1) >= '0' && pdf.at(at - 1) <= '9')
        at = pdf.lastIndexOf(head, at - 1);
    if (at < 0)
        return {};
    const qsizetype start = at + head.size();
    const qsizetype end = pdf.indexOf("endobj", start);
    if (end < 0)
        return {};
    return pdf.mid(start, end - start).trimmed();
}

int integer(const QByteArray &dictionary, const char *key)
{
    const QRegularExpression re(QStringLiteral("/%1\\s+(\\d+)").arg(QLatin1String(key)));
    const auto m = re.match(QString::fromLatin1(dictionary));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// zlib data as FlateDecode holds it; qUncompress wants the expected size in front.
QByteArray inflate(const QByteArray &data)
{
    QByteArray framed(4, '\0');
    qToBigEndian<quint32>(quint32(std::min<qsizetype>(data.size() * 8, 64 * 1024 * 1024)), framed.data());
    return qUncompress(framed + data);
}

// Objects packed in object streams (/Type /ObjStm), searched last stream first.
QByteArray packedObject(const QByteArray &pdf, int number)
{
    qsizetype at = pdf.size();
    while ((at = pdf.lastIndexOf("/ObjStm", at - 1)) >= 0) {
        const qsizetype dictStart = pdf.lastIndexOf("obj", at);
        const qsizetype streamAt = pdf.indexOf("stream", at);
        if (dictStart < 0 || streamAt < 0)
            continue;
        const QByteArray dictionary = pdf.mid(dictStart, streamAt - dictStart);
        const int count = integer(dictionary, "N");
        const int first = integer(dictionary, "First");
        if (count <= 0 || first < 0)
            continue;
        qsizetype dataStart = streamAt + 6;
        if (pdf.mid(dataStart, 2) == "\r\n")
            dataStart += 2;
        else if (pdf.at(dataStart) == '\n' || pdf.at(dataStart) == '\r')
            dataStart += 1;
        const qsizetype dataEnd = pdf.indexOf("endstream", dataStart);
        if (dataEnd < 0)
            continue;
        QByteArray data = pdf.mid(dataStart, dataEnd - dataStart);
        if (dictionary.contains("/FlateDecode"))
            data = inflate(data);
        else if (dictionary.contains("/Filter"))
            continue;
        if (data.isEmpty())
            continue;
        const QList<QByteArray> header = data.left(first).simplified().split(' ');
        if (header.size() < count * 2)
            continue;
        for (int i = 0; i < count; ++i) {
            if (header.at(2 * i).toInt() != number)
                continue;
            const qsizetype start = first + header.at(2 * i + 1).toLongLong();
            const qsizetype end = i + 1 < count ? first + header.at(2 * i + 3).toLongLong() : data.size();
            return data.mid(start, end - start).trimmed();
        }
    }
    return {};
}

} // namespace

bool reference(const QByteArray &dictionary, const char *key, int *number, int *generation)
{
    const QRegularExpression re(QStringLiteral("/%1\\s+(\\d+)\\s+(\\d+)\\s+R").arg(QLatin1String(key)));
    const auto m = re.match(QString::fromLatin1(dictionary));
    if (!m.hasMatch())
        return false;
    *number = m.captured(1).toInt();
    *generation = m.captured(2).toInt();
    return true;
}

QByteArray object(const QByteArray &pdf, int number, int generation)
{
    const QByteArray plain = plainObject(pdf, number, generation);
    return plain.isEmpty() && generation == 0 ? packedObject(pdf, number) : plain;
}

std::optional<Trailer> trailer(const QByteArray &pdf)
{
    const qsizetype startxref = pdf.lastIndexOf("startxref");
    if (startxref < 0)
        return std::nullopt;
    bool ok = false;
    Trailer t;
    t.previousXref = pdf.mid(startxref + 9, 24).simplified().split(' ').value(0).toLongLong(&ok);
    if (!ok || t.previousXref <= 0 || t.previousXref >= startxref)
        return std::nullopt;
    QByteArray dictionary;
    if (pdf.mid(t.previousXref, 4) == "xref") {
        const qsizetype trailerAt = pdf.indexOf("trailer", t.previousXref);
        if (trailerAt < 0 || trailerAt > startxref)
            return std::nullopt;
        dictionary = pdf.mid(trailerAt + 7, startxref - trailerAt - 7);
    } else {
        // A cross-reference stream: its dictionary is plain text up to "stream".
        const qsizetype streamAt = pdf.indexOf("stream", t.previousXref);
        if (streamAt < 0 || streamAt > startxref)
            return std::nullopt;
        dictionary = pdf.mid(t.previousXref, streamAt - t.previousXref);
        if (!dictionary.contains("/XRef"))
            return std::nullopt;
    }
    t.size = integer(dictionary, "Size");
    if (t.size <= 0 || !reference(dictionary, "Root", &t.root, &t.rootGeneration))
        return std::nullopt;
    t.hasInfo = reference(dictionary, "Info", &t.info, &t.infoGeneration);
    return t;
}

} // namespace cliniclink::sandbox::pdfreader
