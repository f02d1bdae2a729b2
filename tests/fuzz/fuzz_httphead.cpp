// libFuzzer target for the players' server's request head reader
// (app/server/httprequest.cpp): the bytes a phone, or anything else on the
// network, sends to Table > Share with Players or vedette-cli serve.
//
// The input is what a connection sends, cut into reads: its first byte
// seeds where the cuts fall, the rest are the bytes. They are fed to
// HeadProgress::gather() read by read, as PlayerServer::readHead() does,
// under the server's own limit (16 KB) and a small one (96 bytes, so the
// "too large" path is reached by short inputs too). Besides no crash, hang,
// leak or undefined behaviour:
//   - a decision once made (a head, junk, too large) never changes as more
//     bytes come, and is the one the whole input at once gives;
//   - a head is never longer than the limit, and it is the request parse()
//     reads from the same bytes;
//   - a request read has a method of token characters, a path that starts
//     with one slash, header names in lower case without a colon or space;
//   - parse() of the bytes as a whole head agrees with isRequestLine() on
//     its first line.

#include "fuzzcheck.h"

#include "server/httprequest.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <optional>

using namespace Qt::StringLiterals;

using vedette::fuzz::check;
using vedette::server::HeadProgress;
using vedette::server::HttpRequest;

namespace {

QString describe(const HeadProgress &progress)
{
    return QStringLiteral("status %1, end %2").arg(int(progress.status)).arg(progress.end);
}

void checkRequest(const HttpRequest &request)
{
    check(!request.method.isEmpty(), "a request without a method");
    for (char c : request.method)
        check(c > ' ' && c < 0x7f && c != ':' && c != '/', "a method with a non-token character");
    check(request.path.startsWith(u'/'), "a path that does not start with a slash", request.path);
    for (auto it = request.headers.cbegin(); it != request.headers.cend(); ++it) {
        check(!it.key().isEmpty(), "an empty header name");
        check(it.key() == it.key().toLower(), "a header name not in lower case");
        check(!it.key().contains(':') && !it.key().contains(' ') && !it.key().contains('\r')
                  && !it.key().contains('\n'),
              "a header name with a colon, space or line end");
        check(!it.value().contains('\n') && !it.value().contains('\r'), "a header value with a line end");
    }
    (void)request.isUpgrade();
}

void gatherInReads(const QByteArray &bytes, std::uint8_t cutSeed, qsizetype limit)
{
    const HeadProgress whole = HeadProgress::gather(bytes, limit);
    if (whole.status == HeadProgress::Status::Complete) {
        check(whole.end > 0 && whole.end <= limit && whole.end <= bytes.size(), "a head outside the bytes",
              describe(whole));
        check(whole.request.has_value(), "a complete head without its request");
        check(bytes.mid(whole.end - 4, 4) == "\r\n\r\n", "a head that does not end in a blank line");
        const auto again = HttpRequest::parse(bytes.left(whole.end));
        check(again.has_value() && *again == *whole.request, "gather() and parse() read the head differently");
        checkRequest(*whole.request);
    } else {
        check(whole.end == -1 && !whole.request.has_value(), "an undecided or refused head with a request",
              describe(whole));
    }
    if (whole.status == HeadProgress::Status::TooLarge)
        check(bytes.size() >= limit, "too large under the limit");

    // Read by read: cuts of 1 to 64 bytes from a small generator.
    std::uint32_t state = 0x9e3779b9u ^ cutSeed;
    qsizetype received = 0;
    std::optional<HeadProgress> decided;
    int reads = 0;
    while (received < bytes.size()) {
        state = state * 1664525u + 1013904223u;
        qsizetype cut = 1 + qsizetype((state >> 24) % 64);
        // Past a few hundred reads, the rest comes at once (the check is quadratic).
        if (++reads > 300)
            cut = bytes.size();
        received = std::min(bytes.size(), received + cut);
        const HeadProgress now = HeadProgress::gather(QByteArray::fromRawData(bytes.constData(), received), limit);
        if (decided) {
            check(now == *decided, "a decision changed as more bytes came", describe(*decided) + u" then "_s + describe(now));
        } else if (now.status != HeadProgress::Status::Incomplete) {
            decided = now;
        }
    }
    if (decided)
        check(*decided == whole, "read by read and at once disagree", describe(*decided) + u" / "_s + describe(whole));
    else
        check(whole.status == HeadProgress::Status::Incomplete, "undecided read by read, decided at once");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    gatherInReads(bytes, data[0], 16 * 1024);
    gatherInReads(bytes, data[0], 96);

    // The whole input as a head: parse() and the request line check agree.
    const auto request = HttpRequest::parse(bytes);
    if (request) {
        checkRequest(*request);
        const qsizetype lineEnd = bytes.indexOf('\n');
        const QByteArray line = lineEnd < 0 ? bytes : bytes.left(lineEnd).chopped(bytes.left(lineEnd).endsWith('\r') ? 1 : 0);
        check(HttpRequest::isRequestLine(line), "parse() took a request line isRequestLine() refuses");
    }
    (void)HttpRequest::headEnd(bytes);
    return 0;
}
