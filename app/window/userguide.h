#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace vedette {

// The short user guide of Help > User Guide: a page for the table and the
// campaign, and one per rule system. Each paragraph is its own translatable
// string, so translators work on a paragraph at a time and a changed
// paragraph does not unfinish the page.
class UserGuide
{
    Q_DECLARE_TR_FUNCTIONS(vedette::UserGuide)

public:
    struct Page
    {
        QString id;    // "table", "brown", "balagan", "lightbrigade", "tennyson"
        QString title; // translated
        QString html;  // translated body
    };

    static QList<Page> pages();
};

} // namespace vedette
