// Precompiled for the targets that may use Qt GUI but no widgets: the core
// headers and the Qt GUI headers three or more of the sources include.
#pragma once

#include "core.h"

#include <QAction>
#include <QActionGroup>
#include <QColor>
#include <QDropEvent>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QKeyEvent>
#include <QKeySequence>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QPolygonF>
#include <QScreen>
#include <QTransform>
#include <QUndoCommand>
#include <QUndoStack>
