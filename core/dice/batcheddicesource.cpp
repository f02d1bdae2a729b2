#include "batcheddicesource.h"

#include <array>
#include <cstring>

namespace vedette::dice {

namespace {

// GCC's 128-bit integer: one multiply gives a face and the next word.
__extension__ typedef unsigned __int128 Wide;

// Multiplying by 6^4 instead of 6 four times gives the same low word and, as
// its high word, the four faces as the digits of a base-6 number (floor(1296 x)
// = 216 f1 + 36 f2 + 6 f3 + f4 for x = word / 2^64): one multiply and one
// look-up for four faces, the very faces of the one-by-one cut.
constexpr int kFacesPerLookUp = 4;
constexpr std::uint64_t kSixToTheFour = 1296;
constexpr auto kFourFaces = [] {
    std::array<std::array<std::uint8_t, kFacesPerLookUp>, kSixToTheFour> faces{};
    for (std::uint64_t h = 0; h < kSixToTheFour; ++h) {
        std::uint64_t rest = h;
        for (int k = kFacesPerLookUp - 1; k >= 0; --k) {
            faces[h][static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(1 + rest % 6);
            rest /= 6;
        }
    }
    return faces;
}();
// 22 = 5 x 4 + 2: five look-ups of four faces, then two faces one by one.
constexpr int kLookUps = BatchedDiceSource::kD6PerNumber / kFacesPerLookUp;
static_assert(BatchedDiceSource::kD6PerNumber - kLookUps * kFacesPerLookUp == 2);

} // namespace

void BatchedDiceSource::refill()
{
    // The numbers in the order the generator gives them, each cut into 22
    // faces; one thrown away simply leaves its faces out, as if the next
    // number had been drawn in its place.
    constexpr int n = kNumbersPerRefill;
    // The faces not taken yet (fewer than kPeek) go on first.
    // Always kPeek bytes (a fixed move, not a call to memmove): those past
    // the kept ones are cut over below.
    const int kept = mEnd - mNext;
    std::memmove(mFaces.data(), mFaces.data() + mNext, kPeek);
    int end = kept;
    // All four thrown away (about once in 10^12 refills): cut four more.
    while (end == kept) {
        // Cut straight into place, word w at kept + 22 w; a word thrown
        // away (1 in 936) has the words after it moved down over it.
        std::uint64_t words[n];
        std::uint8_t *cut = mFaces.data() + kept;
        // Unrolled here (not by a global flag): the loops' own counting was
        // a third of a refill's instructions.
#pragma GCC unroll 4
        for (int w = 0; w < n; ++w)
            words[w] = mNumbers.next();
#pragma GCC unroll 5
        for (int l = 0; l < kLookUps; ++l) {
#pragma GCC unroll 4
            for (int w = 0; w < n; ++w) {
                const Wide product = static_cast<Wide>(words[w]) * kSixToTheFour;
                const auto &four = kFourFaces[static_cast<std::size_t>(product >> 64)];
                std::memcpy(cut + w * kD6PerNumber + l * kFacesPerLookUp, four.data(), kFacesPerLookUp);
                words[w] = static_cast<std::uint64_t>(product);
            }
        }
#pragma GCC unroll 2
        for (int i = kLookUps * kFacesPerLookUp; i < kD6PerNumber; ++i) {
#pragma GCC unroll 4
            for (int w = 0; w < n; ++w) {
                const Wide product = static_cast<Wide>(words[w]) * 6u;
                cut[w * kD6PerNumber + i] = static_cast<std::uint8_t>(1 + static_cast<unsigned>(product >> 64));
                words[w] = static_cast<std::uint64_t>(product);
            }
        }
        for (int w = 0; w < n; ++w) {
            if (words[w] < kThrowAwayBelow)
                continue;
            if (end != kept + w * kD6PerNumber)
                std::memmove(mFaces.data() + end, cut + w * kD6PerNumber, kD6PerNumber);
            end += kD6PerNumber;
        }
    }
    mNext = 0;
    mEnd = end;
}

BatchedDiceSource::Cursor BatchedDiceSource::refilled(Cursor c)
{
    // Out of line: the hot loop's cursor stays in its registers.
    release(c);
    refill();
    return cursor();
}

QList<int> BatchedDiceSource::produce(const QList<Die> &dice, const QString &)
{
    QList<int> faces;
    faces.reserve(dice.size());
    for (const Die &d : dice)
        faces.append(face(d));
    return faces;
}

} // namespace vedette::dice
