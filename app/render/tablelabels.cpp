#include "tablelabels.h"

#include "render/boxedlabel.h"
#include "render/labelplacer.h"
#include "render/tablerenderer.h"
#include "table/scenario.h"

#include <QFontMetricsF>
#include <QHash>
#include <QLineF>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vedette::render {

namespace {

const QColor kInk(0x2b, 0x21, 0x18);
const QColor kPaper(0xf4, 0xec, 0xd6, 215);
const QColor kBadge(0xb3, 0x24, 0x18);

// Mark pixels: about 9 pt on screen and on paper (see MarkScale::printedMm).
QFont nameFont()
{
    QFont font(u"serif"_s);
    font.setItalic(true);
    font.setPixelSize(13);
    return font;
}

QFont detailFont()
{
    QFont font(u"sans"_s);
    font.setPixelSize(10);
    font.setBold(true);
    return font;
}

QFont badgeFont()
{
    QFont font(u"sans"_s);
    font.setPixelSize(11);
    font.setBold(true);
    return font;
}

QFont generalFont()
{
    QFont font;
    font.setPixelSize(11);
    font.setBold(true);
    return font;
}

// The widths of texts in one of the label fonts, kept from frame to frame:
// measuring (shaping) every unit's names again on every frame of a whole
// table was a tenth of the frame (perf, issue 18). The fonts never change,
// so a width measured once is the width; the map is keyed by the font too,
// and starts again when it grows past what a few tables need.
class WidthCache
{
public:
    double width(const QFontMetricsF &metrics, const QString &fontKey, const QString &text)
    {
        if (fontKey != mFontKey) {
            mWidths.clear();
            mFontKey = fontKey;
        }
        auto it = mWidths.constFind(text);
        if (it != mWidths.cend())
            return it.value();
        if (mWidths.size() >= kMaxTexts)
            mWidths.clear();
        const double w = metrics.horizontalAdvance(text);
        mWidths.insert(text, w);
        return w;
    }

private:
    static constexpr qsizetype kMaxTexts = 50'000;
    QString mFontKey;
    QHash<QString, double> mWidths;
};

// The fonts and their measures, made once a frame rather than once a label
// (a whole table offers thousands of names).
struct Fonts
{
    QFont name = nameFont();
    QFont detail = detailFont();
    QFont badge = badgeFont();
    QFont general = generalFont();
    QFontMetricsF nm{name};
    QFontMetricsF dm{detail};
    QFontMetricsF bm{badge};
    QString nameKey = name.key();
    QString detailKey = detail.key();
    QString badgeKey = badge.key();

    // One cache a font and a thread (the labels may be drawn off the GUI
    // thread for a picture).
    static WidthCache &cache(int font)
    {
        static thread_local WidthCache caches[3];
        return caches[font];
    }
    double nameWidth(const QString &text) const { return cache(0).width(nm, nameKey, text); }
    double detailWidth(const QString &text) const { return cache(1).width(dm, detailKey, text); }
    double badgeWidth(const QString &text) const { return cache(2).width(bm, badgeKey, text); }
};

// A unit's name candidate: text (and a second line) at a centre and angle.
struct Candidate
{
    QString text;
    QString detail;
    QPointF centre;
    double angle = 0;
    QSizeF size; // mark pixels
    QRectF rect; // device, the placement's extent
};

QRectF turnedRect(QPointF centre, QSizeF size, double angle)
{
    return QTransform().translate(centre.x(), centre.y()).rotate(angle).mapRect(
        QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height()));
}

// The box and text of a label drawn round `centre`, in mark pixels scaled by k.
void drawNameBox(QPainter *painter, const Candidate &c, double k, const Fonts &fonts)
{
    QTransform t;
    t.translate(c.centre.x(), c.centre.y());
    t.rotate(c.angle);
    t.scale(k, k);
    painter->setWorldTransform(t);
    const QRectF box(-c.size.width() / 2, -c.size.height() / 2, c.size.width(), c.size.height());
    painter->setPen(Qt::NoPen);
    painter->setBrush(kPaper);
    painter->drawRoundedRect(box, 3, 3);
    const QFontMetricsF &nm = fonts.nm;
    painter->setFont(fonts.name);
    painter->setPen(kInk);
    painter->drawText(QRectF(box.left(), box.top(), box.width(), nm.height() + 1), Qt::AlignCenter, c.text);
    if (!c.detail.isEmpty()) {
        painter->setFont(fonts.detail);
        painter->setPen(QColor(0x9b, 0x22, 0x16));
        painter->drawText(QRectF(box.left(), box.top() + nm.height(), box.width(), box.height() - nm.height()),
                          Qt::AlignCenter, c.detail);
    }
}

QSizeF nameSize(const QString &text, const QString &detail, Fonts &fonts)
{
    double w = fonts.nameWidth(text);
    double h = fonts.nm.height() + 1;
    if (!detail.isEmpty()) {
        w = std::max(w, fonts.detailWidth(detail));
        h += fonts.dm.height();
    }
    return QSizeF(w + 8, h);
}

// Leader lines are looked for when no more names than this found no room
// beside their units.
constexpr qsizetype kMostLeaders = 120;

// Places round `around` (device pixels) for a label of `size`, ring after
// ring a line of text farther out, twelve ways round each, below first.
QList<QRectF> rings(const QRectF &around, QSizeF size, int count)
{
    QList<QRectF> places;
    const QPointF centre = around.center();
    for (int ring = 1; ring <= count; ++ring) {
        const double rx = around.width() / 2 + size.width() / 2 + ring * size.height();
        const double ry = around.height() / 2 + size.height() / 2 + ring * size.height();
        for (int way = 0; way < 12; ++way) {
            const double a = way * M_PI / 6 + M_PI / 2;
            const QPointF at = centre + QPointF(std::cos(a) * rx, std::sin(a) * ry);
            places.append(QRectF(at - QPointF(size.width() / 2, size.height() / 2), size));
        }
    }
    return places;
}

// A leader line from a label placed away from what it names to it: from the
// label's edge nearest to `target`'s middle to `target`'s nearest edge.
QLineF leaderLine(const QRectF &label, const QRectF &target)
{
    const QPointF centre = target.center();
    const QPointF from(std::clamp(centre.x(), label.left(), label.right()), std::clamp(centre.y(), label.top(), label.bottom()));
    const QPointF to(std::clamp(from.x(), target.left(), target.right()), std::clamp(from.y(), target.top(), target.bottom()));
    return QLineF(from, to);
}

void drawLeader(QPainter *painter, const QLineF &leader, const QColor &ink, double k)
{
    painter->setWorldTransform(QTransform());
    painter->setPen(QPen(ink, 1.0 * k));
    painter->drawLine(leader);
    painter->setBrush(ink);
    painter->setPen(Qt::NoPen);
    painter->drawEllipse(leader.p2(), 1.8 * k, 1.8 * k);
}

// Upright text keeps its angle within a quarter turn of level.
double readableAngle(double angle)
{
    angle = std::remainder(angle, 360.0);
    if (angle > 90.0)
        angle -= 180.0;
    else if (angle <= -90.0)
        angle += 180.0;
    return angle;
}

} // namespace

QStringList TableLabels::shortForms(const QString &name)
{
    QStringList forms;
    const auto add = [&](const QString &form) {
        const QString f = form.trimmed();
        if (!f.isEmpty() && f.size() < name.size() && !forms.contains(f))
            forms.append(f);
    };
    const QStringList words = name.split(u' ', Qt::SkipEmptyParts);
    // A designation at the end ("No. 3", "12") tells one battery from
    // another: with the word before it, first.
    if (words.size() >= 3 && std::any_of(words.constLast().cbegin(), words.constLast().cend(),
                                         [](QChar c) { return c.isDigit(); })) {
        qsizetype from = words.size() - 1;
        if (words[from - 1].endsWith(u'.') && from >= 2)
            --from; // "No.", "Nr."
        add(words.mid(from - 1).join(u' '));
    }
    add(shortName(name));
    for (qsizetype k = 2; k < words.size(); ++k)
        add(words.mid(0, k).join(u' '));
    return forms;
}

QString TableLabels::briefName(const table::Scenario &scenario, const table::Unit &unit)
{
    // Worked out for the whole table at once and kept until it changes (a
    // unit's item asks on every change of its unit).
    struct Names
    {
        const table::Scenario *scenario = nullptr;
        quint64 revision = 0;
        qsizetype units = -1;
        QHash<QString, QString> brief; // unit id to its short name
        QHash<QString, QString> named; // unit id to the name it was worked out for
    };
    static thread_local Names cache;
    if (cache.scenario != &scenario || cache.revision != scenario.revision() || cache.units != scenario.units().size()
        || cache.named.value(unit.id()) != unit.name()) {
        cache = Names{&scenario, scenario.revision(), scenario.units().size(), {}, {}};
        QHash<QString, QSet<QString>> namesOf; // a form and the names that have it
        QHash<QString, QStringList> formsOf;
        for (const table::Unit &u : scenario.units()) {
            if (formsOf.contains(u.name()))
                continue;
            const QStringList forms = shortForms(u.name());
            formsOf.insert(u.name(), forms);
            for (const QString &form : forms)
                namesOf[form].insert(u.name());
        }
        for (const table::Unit &u : scenario.units()) {
            QString brief = u.name();
            for (const QString &form : formsOf.value(u.name())) {
                if (namesOf.value(form).size() == 1) {
                    brief = form;
                    break;
                }
            }
            cache.brief.insert(u.id(), brief);
            cache.named.insert(u.id(), u.name());
        }
    }
    return cache.brief.value(unit.id(), unit.name());
}

QString TableLabels::shortName(const QString &name)
{
    static const QRegularExpression bracket(u"\\(([^)]+)\\)"_s);
    const QRegularExpressionMatch match = bracket.match(name);
    if (match.hasMatch())
        return match.captured(1).trimmed();
    const QStringList words = name.split(u' ', Qt::SkipEmptyParts);
    if (words.size() < 2)
        return name;
    // "1st Foot", "2e ligne", "17th Lancers": a number alone says nothing.
    if (words[0].front().isDigit() && words.size() == 2)
        return name;
    if ((words[0].size() <= 3 || words[0].front().isDigit()) && words.size() > 2)
        return words[0] + u' ' + words[1];
    return words[0];
}

QList<TableLabels::Placed> TableLabels::paint(QPainter *painter, const Input &input, const MarkScale &marks,
                                              const QRectF &exposed, const QRectF &bounds)
{
    QList<Placed> drawn;
    const QTransform view = painter->worldTransform();
    const double lod = MarkScale::levelOfDetail(view);
    // Device pixels per mark pixel.
    const double k = marks.onScreen() ? 1.0 : marks.mmPerPixel() * lod;
    const QRectF area = exposed.isEmpty() ? QRectF() : view.mapRect(exposed).adjusted(-200, -200, 200, 200);
    const auto visible = [&area](const QRectF &r) { return area.isEmpty() || area.intersects(r); };
    // A label wholly inside the picture or the view, never cut by its edge.
    const QRectF inside = bounds.adjusted(1, 1, -1, -1);
    const auto fits = [&](const QRectF &r) { return bounds.isEmpty() || inside.contains(r); };

    LabelPlacer placer;
    // The first of `candidates` that is free and inside: its index, or -1.
    const auto placeInside = [&](const QList<QRectF> &candidates, const QString &owner = {}) {
        for (qsizetype i = 0; i < candidates.size(); ++i) {
            if (fits(candidates[i]) && placer.isFree(candidates[i], owner)) {
                placer.reserve(candidates[i]);
                return int(i);
            }
        }
        return -1;
    };
    Fonts fonts;
    struct UnitOnDevice
    {
        const UnitPainter::Shape *shape;
        QTransform transform;
        QRectF rect;
    };
    QList<UnitOnDevice> units;
    for (const UnitPainter::Shape *shape : input.units) {
        const QTransform t = TableRenderer::itemTransform(shape->position, shape->rotation) * view;
        const QRectF rect = t.map(QPolygonF(shape->outline)).boundingRect();
        if (!visible(rect))
            continue;
        units.append({shape, t, rect});
        placer.addObstacle(rect, shape->id);
    }

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);

    for (const QRectF &rect : input.keepOff)
        placer.addObstacle(rect);

    // Morale badges first: they sit on their unit whatever else is there.
    struct Badge
    {
        QPointF centre;
        QString text;
        QString owner;
    };
    QList<Badge> badges;
    const QFontMetricsF &bm = fonts.bm;
    const double badgeRadius = std::ceil(bm.height() / 2 + 1);
    for (const UnitOnDevice &unit : std::as_const(units)) {
        if (unit.shape->moraleCounters <= 0)
            continue;
        const QPointF corner = unit.transform.map(unit.shape->outline.topRight());
        const QString text = QString::number(unit.shape->moraleCounters);
        const double w = std::max(2 * badgeRadius, fonts.badgeWidth(text) + 8) * k;
        const QRectF rect(corner.x() - w / 2, corner.y() - badgeRadius * k, w, 2 * badgeRadius * k);
        placer.reserve(rect);
        badges.append({corner, text, unit.shape->id});
    }

    // Generals' pieces keep names off them too.
    struct GeneralOnDevice
    {
        const GeneralPainter::Shape *shape;
        QPointF centre;
    };
    QList<GeneralOnDevice> generals;
    for (const GeneralPainter::Shape &shape : input.generals) {
        if (!shape.placed)
            continue;
        const QPointF centre = view.map(shape.position) + shape.offset * k;
        const double r = (GeneralPainter::baseRadius + 3.5) * k;
        const QRectF piece(centre.x() - r, centre.y() - r, 2 * r, 2 * r);
        if (!visible(piece))
            continue;
        placer.addObstacle(piece, shape.id);
        generals.append({&shape, centre});
    }

    // The deployment zones' captions: outside the zone, on the side away
    // from the table's middle, else on another side, else just inside it;
    // never on a unit deploying there, nor on the other zone's caption.
    for (const DeploymentZonePainter::Shape &zone : input.zones) {
        const QRectF onDevice = view.mapRect(zone.zone);
        if (!visible(onDevice))
            continue;
        const BoxedLabel label(zone.label, zone.colour.darker(150));
        const QSizeF size = zone.box.size() * k;
        const double w = size.width();
        const double h = size.height();
        const double gap = 4 * k;
        const QRectF z = onDevice;
        const QPointF preferred = view.map(zone.anchor) + zone.box.topLeft() * k;
        QList<QRectF> candidates{QRectF(preferred, size),
                                 // outside: left, right, above, below, at either end
                                 QRectF(z.left() - gap - w, z.top(), w, h), QRectF(z.right() + gap, z.top(), w, h),
                                 QRectF(z.left(), z.top() - gap - h, w, h), QRectF(z.left(), z.bottom() + gap, w, h),
                                 QRectF(z.left() - gap - w, z.bottom() - h, w, h),
                                 QRectF(z.right() + gap, z.bottom() - h, w, h),
                                 QRectF(z.right() - w, z.top() - gap - h, w, h),
                                 QRectF(z.right() - w, z.bottom() + gap, w, h),
                                 // inside, at its corners and its middle
                                 QRectF(z.left() + gap, z.top() + gap, w, h), QRectF(z.right() - gap - w, z.top() + gap, w, h),
                                 QRectF(z.left() + gap, z.bottom() - gap - h, w, h),
                                 QRectF(z.right() - gap - w, z.bottom() - gap - h, w, h),
                                 QRectF(z.center() - QPointF(w / 2, h / 2), size)};
        // Down the zone's long edges, a line at a time.
        for (double y = z.top() + h; y + h < z.bottom(); y += h) {
            candidates.append(QRectF(z.left() - gap - w, y, w, h));
            candidates.append(QRectF(z.right() + gap, y, w, h));
        }
        // Else farther out, with a leader line to the zone.
        const qsizetype near = candidates.size();
        candidates.append(rings(z, size, 8));
        const int i = placeInside(candidates);
        if (i < 0)
            continue;
        const QRectF r = candidates[i];
        QLineF leader;
        if (i >= near) {
            leader = leaderLine(r, z);
            drawLeader(painter, leader, zone.colour.darker(150), k);
        }
        painter->setWorldTransform(QTransform().translate(r.left(), r.top()).scale(k, k));
        label.paint(painter, QRectF(QPointF(0, 0), zone.box.size()), zone.textAt - zone.box.topLeft());
        drawn.append({Placed::ZoneLabel, zone.sideName, zone.label, r, 0, leader});
    }

    // A charge line's distance: beside the line's middle, on either side,
    // else farther along it, upright.
    for (const ChargeLinePainter::Shape *charge : input.charges) {
        const QLineF line(view.map(charge->line.p1()), view.map(charge->line.p2()));
        if (line.isNull() || !visible(QRectF(line.p1(), line.p2()).normalized().adjusted(-1, -1, 1, 1)))
            continue;
        const QPointF dir = line.length() > 0 ? (line.p2() - line.p1()) / line.length() : QPointF(0, -1);
        const QPointF normal(-dir.y(), dir.x());
        // The whole label, else the distance alone, a line or two off the
        // line where the units beside it leave no room.
        QList<QRectF> candidates;
        QStringList texts;
        for (const QString &text : {charge->label, charge->distanceLabel}) {
            const QSizeF size = ChargeLinePainter::labelSize(text) * k;
            const double reach = std::abs(normal.x()) * size.width() / 2 + std::abs(normal.y()) * size.height() / 2 + 8 * k;
            for (int away = 0; away < 3; ++away) {
                for (double t : {0.5, 0.35, 0.65, 0.2, 0.8, 0.1, 0.9}) {
                    for (double side : {-1.0, 1.0}) {
                        const QPointF c = line.pointAt(t) + normal * (reach + away * size.height()) * side;
                        candidates.append(QRectF(c - QPointF(size.width() / 2, size.height() / 2), size));
                        texts.append(text);
                    }
                }
            }
        }
        const int i = placeInside(candidates);
        if (i < 0)
            continue;
        const QRectF r = candidates[i];
        painter->setWorldTransform(QTransform().translate(r.left(), r.top()).scale(k, k));
        ChargeLinePainter::paintLabel(painter, *charge, texts[i], QRectF(QPointF(0, 0), r.size() / k));
        drawn.append({Placed::ChargeCaption, {}, texts[i], r, 0, {}});
    }

    // The reach's caption: where the free move ends, else round it.
    if (input.reach) {
        const BoxedLabel label(input.reach->label, ReachPainter::colour().darker(160));
        const QSizeF size = label.textRect().adjusted(0, 0, 8, 4).size() * k;
        const QPointF at = view.map(input.reach->labelAt);
        const double w = size.width();
        const double h = size.height();
        // Beside the point first, then farther out round it.
        QList<QRectF> candidates{QRectF(at, size), QRectF(at - QPointF(w, 0), size), QRectF(at - QPointF(0, h), size),
                                 QRectF(at - QPointF(w, h), size)};
        // Eight ways round it, a line farther each ring, up to where the
        // caption would no longer read as the reach's.
        for (int ring = 1; ring <= 8; ++ring)
            for (int way = 0; way < 8; ++way) {
                const double a = way * M_PI / 4;
                const QPointF off(std::cos(a) * (w / 2 + ring * h), std::sin(a) * ring * h);
                candidates.append(QRectF(at - QPointF(w / 2, h / 2) + off, size));
            }
        const int i = placeInside(candidates);
        if (i >= 0) {
            const QRectF r = candidates[i];
            painter->setWorldTransform(QTransform().translate(r.left(), r.top()).scale(k, k));
            label.paint(painter, label.textRect().adjusted(0, 0, 8, 4), QPointF(4, 2));
            drawn.append({Placed::ReachCaption, {}, input.reach->label, r, 0, {}});
        }
    }

    // Generals' names under their piece, else above or beside it.
    const QFontMetricsF gm(fonts.general);
    for (const GeneralOnDevice &general : std::as_const(generals)) {
        const QSizeF size = QSizeF(gm.horizontalAdvance(general.shape->label) + 6, gm.height() + 2) * k;
        const double gap = (GeneralPainter::baseRadius + 4) * k;
        const QPointF c = general.centre;
        const double w = size.width();
        const double h = size.height();
        const QList<QRectF> candidates{QRectF(c.x() - w / 2, c.y() + gap, w, h),
                                       QRectF(c.x() - w / 2, c.y() - gap - h, w, h),
                                       QRectF(c.x() - gap - w, c.y() - h / 2, w, h),
                                       QRectF(c.x() + gap, c.y() - h / 2, w, h)};
        const int i = placeInside(candidates, general.shape->id);
        if (i < 0)
            continue;
        const QRectF r = candidates[i];
        painter->setWorldTransform(QTransform().translate(r.left(), r.top()).scale(k, k));
        GeneralPainter::paintLabel(painter, *general.shape, QRectF(QPointF(0, 0), r.size() / k));
        drawn.append({Placed::GeneralName, general.shape->id, general.shape->label, r, 0, {}});
    }

    // Smoke: how long it stays, at its middle.
    for (const FogPainter::Shape &fog : input.fog) {
        if (fog.label.isEmpty())
            continue;
        const BoxedLabel label(fog.label, kInk);
        const QSizeF size = label.textRect().adjusted(0, 0, 8, 4).size() * k;
        const QPointF c = view.map(fog.labelAt);
        const QRectF bounds = view.mapRect(fog.path.boundingRect());
        if (!visible(bounds))
            continue;
        const double w = size.width();
        const double h = size.height();
        const QList<QRectF> candidates{QRectF(c.x() - w / 2, c.y() - h / 2, w, h),
                                       QRectF(c.x() - w / 2, bounds.top() - h, w, h),
                                       QRectF(c.x() - w / 2, bounds.bottom(), w, h),
                                       QRectF(bounds.left() - w, c.y() - h / 2, w, h),
                                       QRectF(bounds.right(), c.y() - h / 2, w, h)};
        const int i = placeInside(candidates);
        if (i < 0)
            continue;
        const QRectF r = candidates[i];
        painter->setWorldTransform(QTransform().translate(r.left(), r.top()).scale(k, k));
        label.paint(painter, label.textRect().adjusted(0, 0, 8, 4), QPointF(4, 2));
        drawn.append({Placed::FogCaption, fog.id, fog.label, r, 0, {}});
    }

    // Notes pinned on the table: their text beside the pin, at the size of
    // a unit's name whatever the zoom.
    for (const Input::Note &note : input.notes) {
        if (note.text.isEmpty())
            continue;
        const QPointF pin = view.map(note.position);
        const QSizeF size = nameSize(note.text, {}, fonts) * k;
        const double w = size.width();
        const double h = size.height();
        const double gap = 8 * k; // past the pin's face
        QList<QRectF> candidates{QRectF(pin.x() + gap, pin.y() - h / 2, w, h), QRectF(pin.x() - gap - w, pin.y() - h / 2, w, h),
                                 QRectF(pin.x() - w / 2, pin.y() + gap, w, h), QRectF(pin.x() - w / 2, pin.y() - gap - h, w, h)};
        if (!visible(candidates.constFirst().united(candidates[1])))
            continue;
        const QRectF face(pin.x() - 6 * k, pin.y() - 6 * k, 12 * k, 12 * k);
        const qsizetype near = candidates.size();
        candidates.append(rings(face, size, 6));
        const int i = placeInside(candidates);
        if (i < 0)
            continue;
        const QRectF r = candidates[i];
        QLineF leader;
        if (i >= near) {
            leader = leaderLine(r, face);
            drawLeader(painter, leader, kInk, k);
        }
        drawNameBox(painter, {note.text, {}, r.center(), 0, r.size() / k, r}, k, fonts);
        drawn.append({Placed::NoteCaption, note.id, note.text, r, 0, leader});
    }

    // Units' names, larger units first: on the unit along its front when the
    // name fits there, else under or over it upright; then a short form of
    // the name; then the name or its short form farther out, with a leader
    // line to the unit.
    std::stable_sort(units.begin(), units.end(), [](const UnitOnDevice &a, const UnitOnDevice &b) {
        return a.shape->outline.width() * a.shape->outline.height() > b.shape->outline.width() * b.shape->outline.height();
    });
    QList<const UnitOnDevice *> unnamed;
    const auto nameUnit = [&](const UnitOnDevice &unit, bool far) {
        const UnitPainter::Shape &shape = *unit.shape;
        const QLineF front(unit.transform.map(QPointF(shape.outline.left(), 0)),
                           unit.transform.map(QPointF(shape.outline.right(), 0)));
        const double angle = readableAngle(-front.angle());
        const QPointF centre = unit.transform.map(QPointF(0, 0));
        const QString brief = shape.briefName.isNull() ? shortName(shape.name) : shape.briefName;
        const QString &states = shape.stateText;
        QList<Candidate> candidates;
        if (!far) {
            // Strength and states when the unit is big enough to need them;
            // the states alone (rout, disorder) farther out.
            const bool close = front.length() >= 90.0;
            QString detail = close ? shape.strengthText : QString();
            if (!shape.stateText.isEmpty())
                detail = detail.isEmpty() ? shape.stateText : detail + u" · "_s + shape.stateText;
            const auto offer = [&](const QString &text, const QString &second) {
                const QSizeF size = nameSize(text, second, fonts);
                const QSizeF device = size * k;
                if (device.width() <= front.length()) {
                    Candidate on{text, second, centre, angle, size, turnedRect(centre, device, angle)};
                    candidates.append(on);
                }
                const QPointF below(centre.x(), unit.rect.bottom() + 1 + device.height() / 2);
                const QPointF above(centre.x(), unit.rect.top() - 1 - device.height() / 2);
                const QPointF right(unit.rect.right() + 2 + device.width() / 2, centre.y());
                const QPointF left(unit.rect.left() - 2 - device.width() / 2, centre.y());
                for (const QPointF &at : {below, above, right, left})
                    candidates.append({text, second, at, 0, size, turnedRect(at, device, 0)});
            };
            // A state marker (Blown, Rout...) goes with every shorter form
            // of the name: a name shown without it told the referee the unit
            // was fresh while its tooltip said otherwise. The strength goes first.
            offer(shape.name, detail);
            if (detail != states)
                offer(shape.name, states);
            if (brief != shape.name)
                offer(brief, states);
        } else {
            // Rings round the unit, a line of text farther out each: the
            // short form first (it finds room sooner), then the name.
            // The states go with them here too.
            for (const QString &text : brief == shape.name ? QStringList{shape.name} : QStringList{brief, shape.name}) {
                const QSizeF size = nameSize(text, states, fonts);
                for (const QRectF &place : rings(unit.rect, size * k, 6))
                    candidates.append({text, states, place.center(), 0, size, place});
            }
        }
        QList<QRectF> rects;
        for (const Candidate &c : std::as_const(candidates))
            rects.append(c.rect);
        const int i = placeInside(rects, shape.id);
        if (i < 0)
            return false;
        const Candidate &c = candidates[i];
        QLineF leader;
        if (far) {
            leader = leaderLine(c.rect, unit.rect);
            drawLeader(painter, leader, kInk, k);
        }
        drawNameBox(painter, c, k, fonts);
        drawn.append({Placed::UnitName, shape.id, c.text, c.rect, c.angle, leader, c.detail});
        return true;
    };
    for (const UnitOnDevice &unit : std::as_const(units)) {
        if (!nameUnit(unit, false))
            unnamed.append(&unit);
    }
    // The names that found no room near their unit, once every unit that
    // had room is named: farther out, with a leader line. Not where hundreds
    // found none (a crowded club table seen whole): there the rings would
    // find no room either, and looking took a frame 100 ms.
    if (unnamed.size() <= kMostLeaders) {
        for (const UnitOnDevice *unit : std::as_const(unnamed))
            nameUnit(*unit, true);
    }

    // The badges over everything: a number reads where dots would not.
    for (const Badge &badge : std::as_const(badges)) {
        painter->setWorldTransform(QTransform().translate(badge.centre.x(), badge.centre.y()).scale(k, k));
        const double w = std::max(2 * badgeRadius, fonts.badgeWidth(badge.text) + 8);
        const QRectF box(-w / 2, -badgeRadius, w, 2 * badgeRadius);
        painter->setPen(QPen(QColor(0xf4, 0xec, 0xd6), 1.5));
        painter->setBrush(kBadge);
        painter->drawRoundedRect(box, badgeRadius, badgeRadius);
        painter->setFont(fonts.badge);
        painter->setPen(Qt::white);
        painter->drawText(box, Qt::AlignCenter, badge.text);
        const QRectF device = QTransform().translate(badge.centre.x(), badge.centre.y()).scale(k, k).mapRect(box);
        drawn.append({Placed::MoraleBadge, badge.owner, badge.text, device, 0, {}});
    }
    painter->restore();
    return drawn;
}

} // namespace vedette::render
