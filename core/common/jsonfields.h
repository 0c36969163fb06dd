// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One description of a value's plain fields that serves both directions: a table of {JSON key,
// member} writes the value as a JSON object and reads it back, so each key is written once and a
// field added to the table is saved and restored alike. Members may be QString, bool, int, QDate
// (ISO date), QDateTime (ISO, with milliseconds when it has any) or a member of a member; another
// member type joins with a JsonFieldValue specialisation in a header of its own that the tables
// using it include (core/fhir/fhircodingfield.h). What is not a plain field (a list, a key that
// depends on a value, a default other than the member's) stays written by hand beside the table.
//
//   static const JsonFields<Person> kFields({{u"familyName", &Person::familyName},
//                                            {u"birthDate", &Person::birthDate}},
//                                           JsonEmpty::LeftOut);
//   QJsonObject o = kFields.toJson(person);   Person p = kFields.fromJson(o);

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>
#include <initializer_list>
#include <optional>

namespace cliniclink {

// How a member type is written, read and found empty. Specialise it for a type of your own.
template<class M>
struct JsonFieldValue;

template<>
struct JsonFieldValue<QString> {
    static QJsonValue write(const QString &v) { return v; }
    static QString read(const QJsonValue &v) { return v.toString(); }
    static bool isEmpty(const QString &v) { return v.isEmpty(); }
};

template<>
struct JsonFieldValue<bool> {
    static QJsonValue write(bool v) { return v; }
    static bool read(const QJsonValue &v) { return v.toBool(); }
    static bool isEmpty(bool v) { return !v; }
};

template<>
struct JsonFieldValue<int> {
    static QJsonValue write(int v) { return v; }
    static int read(const QJsonValue &v) { return v.toInt(); }
    static bool isEmpty(int v) { return v == 0; }
};

template<>
struct JsonFieldValue<QDate> {
    static QJsonValue write(const QDate &v) { return v.isValid() ? v.toString(Qt::ISODate) : QString(); }
    static QDate read(const QJsonValue &v) { return QDate::fromString(v.toString(), Qt::ISODate); }
    static bool isEmpty(const QDate &v) { return !v.isValid(); }
};

template<>
struct JsonFieldValue<QDateTime> {
    static QJsonValue write(const QDateTime &v)
    {
        if (!v.isValid())
            return QString();
        return v.toString(v.time().msec() != 0 ? Qt::ISODateWithMs : Qt::ISODate);
    }
    static QDateTime read(const QJsonValue &v) { return QDateTime::fromString(v.toString(), Qt::ISODateWithMs); }
    static bool isEmpty(const QDateTime &v) { return !v.isValid(); }
};

// Whether a field with an empty value (an empty text, an invalid date, false, 0) is written.
enum class JsonEmpty { Written, LeftOut };

// One row of the table: a key, the member it stands for and, where it differs from the table's,
// whether the field is written when empty.
template<class T>
class JsonField {
public:
    template<class M>
    JsonField(QStringView key, M T::*member, std::optional<JsonEmpty> empty = std::nullopt)
        : m_key(key.toString())
        , m_empty(empty)
        , m_write([member](const T &t) { return JsonFieldValue<M>::write(t.*member); })
        , m_read([member](T &t, const QJsonValue &v) { t.*member = JsonFieldValue<M>::read(v); })
        , m_isEmpty([member](const T &t) { return JsonFieldValue<M>::isEmpty(t.*member); })
    {
    }
    // A member of a member: {u"firstName", &Form::patient, &Patient::firstName}.
    template<class S, class M>
    JsonField(QStringView key, S T::*outer, M S::*inner, std::optional<JsonEmpty> empty = std::nullopt)
        : m_key(key.toString())
        , m_empty(empty)
        , m_write([outer, inner](const T &t) { return JsonFieldValue<M>::write(t.*outer.*inner); })
        , m_read([outer, inner](T &t, const QJsonValue &v) { t.*outer.*inner = JsonFieldValue<M>::read(v); })
        , m_isEmpty([outer, inner](const T &t) { return JsonFieldValue<M>::isEmpty(t.*outer.*inner); })
    {
    }

    const QString &key() const { return m_key; }
    const std::optional<JsonEmpty> &empty() const { return m_empty; }
    QJsonValue write(const T &t) const { return m_write(t); }
    void read(T &t, const QJsonValue &v) const { m_read(t, v); }
    bool isEmpty(const T &t) const { return m_isEmpty(t); }

private:
    QString m_key;
    std::optional<JsonEmpty> m_empty;
    std::function<QJsonValue(const T &)> m_write;
    std::function<void(T &, const QJsonValue &)> m_read;
    std::function<bool(const T &)> m_isEmpty;
};

template<class T>
class JsonFields {
public:
    JsonFields(std::initializer_list<JsonField<T>> fields, JsonEmpty empty = JsonEmpty::Written)
        : m_fields(fields)
        , m_empty(empty)
    {
    }

    // Adds the fields to `out`, which may hold others already.
    void write(const T &value, QJsonObject &out) const
    {
        for (const JsonField<T> &f : m_fields) {
            if (f.empty().value_or(m_empty) == JsonEmpty::Written || !f.isEmpty(value))
                out.insert(f.key(), f.write(value));
        }
    }
    QJsonObject toJson(const T &value) const
    {
        QJsonObject out;
        write(value, out);
        return out;
    }
    // Reads the fields `in` holds; a field it lacks leaves its member as it was.
    void read(const QJsonObject &in, T &value) const
    {
        for (const JsonField<T> &f : m_fields) {
            const auto it = in.constFind(f.key());
            if (it != in.constEnd())
                f.read(value, *it);
        }
    }
    // A default-made T with the fields `in` holds.
    T fromJson(const QJsonObject &in) const
    {
        T value{};
        read(in, value);
        return value;
    }

private:
    QList<JsonField<T>> m_fields;
    JsonEmpty m_empty;
};

} // namespace cliniclink
