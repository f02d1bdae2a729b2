#pragma once

// Enum <-> id, from one table per enum. The ids are what scenario JSON,
// campaign files and command lines say (resources/scenarios/FORMAT.md,
// core/store/SCHEMA.md), so each table is the single place an id is
// spelled: the writer (idOf) and the reader (fromId) cannot drift apart,
// and the compile-time checks below refuse a table that names a value twice
// or gives two values one id.
//
//   constexpr util::EnumId<Arm> kArms[] = {{Arm::Foot, "foot"}, {Arm::Horse, "horse"}};
//   static_assert(util::isWellFormed(kArms));
//   QString armId(Arm value) { return util::idOf(kArms, value); }
//   Arm armFromId(QStringView id, bool *ok) { return util::fromId(kArms, id, ok); }
//
// Header only, Qt Core only: core/ is on every core library's include path,
// so the lowest library (dice) and every one above it can use it.

#include <QLatin1StringView>
#include <QString>
#include <QStringView>

#include <cstddef>
#include <optional>
#include <type_traits>

namespace vedette::util {

// A row of a table. A table whose rows carry more (a translated name, a
// rule's number) may use its own struct with the same two members `value`
// and `id`: every function below takes either.
template<typename Enum>
struct EnumId
{
    Enum value;
    const char *id; // Latin-1
};

template<typename Entry>
using EnumOf = std::remove_cv_t<decltype(Entry::value)>;

// The id of `value`; empty when the table does not name it.
template<typename Entry, std::size_t N>
QString idOf(const Entry (&table)[N], EnumOf<Entry> value)
{
    for (const Entry &entry : table) {
        if (entry.value == value)
            return QString::fromLatin1(entry.id);
    }
    return {};
}

// The value whose id is `id` (exactly: ids are case-sensitive), if any.
template<typename Entry, std::size_t N>
std::optional<EnumOf<Entry>> fromId(const Entry (&table)[N], QStringView id)
{
    for (const Entry &entry : table) {
        if (id == QLatin1StringView(entry.id))
            return entry.value;
    }
    return std::nullopt;
}

// The older readers' form: the first value of the table when `id` is
// unknown, and *ok says which.
template<typename Entry, std::size_t N>
EnumOf<Entry> fromId(const Entry (&table)[N], QStringView id, bool *ok)
{
    const std::optional<EnumOf<Entry>> value = fromId(table, id);
    if (ok)
        *ok = value.has_value();
    return value.value_or(table[0].value);
}

constexpr bool sameText(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b) {
        ++a;
        ++b;
    }
    return *a == *b;
}

// "steep-slope": lower-case letters and digits, words joined by single
// hyphens. The one style of new ids.
constexpr bool isKebabCase(const char *id)
{
    if (*id == '\0' || *id == '-')
        return false;
    char previous = '\0';
    for (; *id != '\0'; ++id) {
        const char c = *id;
        const bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (!word && !(c == '-' && previous != '-'))
            return false;
        previous = c;
    }
    return previous != '-';
}

// Every value once, every id once.
template<typename Entry, std::size_t N>
constexpr bool isOneToOne(const Entry (&table)[N])
{
    for (std::size_t i = 0; i < N; ++i) {
        for (std::size_t j = i + 1; j < N; ++j) {
            if (table[i].value == table[j].value || sameText(table[i].id, table[j].id))
                return false;
        }
    }
    return true;
}

// One to one, and every id in kebab case.
template<typename Entry, std::size_t N>
constexpr bool isWellFormed(const Entry (&table)[N])
{
    for (const Entry &entry : table) {
        if (!isKebabCase(entry.id))
            return false;
    }
    return isOneToOne(table);
}

// For an enum whose values are 0, 1, ..., count - 1: the table names each
// of them (so a value added to the enum and forgotten here fails to build).
template<typename Entry, std::size_t N>
constexpr bool coversAll(const Entry (&table)[N], std::size_t count)
{
    if (N != count)
        return false;
    for (std::size_t v = 0; v < count; ++v) {
        bool found = false;
        for (const Entry &entry : table)
            found = found || static_cast<std::size_t>(entry.value) == v;
        if (!found)
            return false;
    }
    return true;
}

} // namespace vedette::util
