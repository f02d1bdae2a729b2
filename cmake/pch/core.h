// Precompiled for every target that links Qt Core (VEDETTE_PCH, CMakeLists.txt):
// the standard and Qt Core headers that three or more of the sources include.
// Each source still includes what it uses; this only spares the compiler
// parsing them again in every file. Only headers of Qt Core and the standard
// library: the core libraries link nothing else.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <numbers>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <utility>
#include <vector>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLineF>
#include <QList>
#include <QLocale>
#include <QMimeData>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRectF>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtEndian>
#include <QtGlobal>
