// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// The dark appearance is readable: its palette's pairs of colours meet WCAG 2.1's contrast ratios, and an unticked
// check box (a form's, a list's) shows its frame, which Fusion alone draws all but invisible on a dark palette.
#include "appearance.h"
#include "indicatorstyle.h"

#include <QApplication>
#include <QCheckBox>
#include <QListWidget>
#include <QMetaEnum>
#include <QStyleOptionButton>
#include <QTest>

#include <cmath>

using namespace podium::ui;

namespace {

/** Relative luminance as WCAG 2.1 defines it (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance): each sRGB
 *  channel linearised, then weighted 0.2126, 0.7152 and 0.0722. */
double luminance(const QColor &colour)
{
    const auto linear = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
}

/** WCAG 2.1's contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): (L1 + 0.05) / (L2 + 0.05), the
 *  lighter over the darker, from 1 (the same) to 21 (black on white). */
double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/** Text must reach 4.5:1 (success criterion 1.4.3), the parts of a control that identify it 3:1 (1.4.11). */
constexpr double kText = 4.5;
constexpr double kControl = 3.0;

QString roleName(QPalette::ColorRole role)
{
    return QString::fromLatin1(QMetaEnum::fromType<QPalette::ColorRole>().valueToKey(role));
}

/** How many pixels of the image inside rect stand out from background by at least a control's contrast. */
int standingOut(const QImage &image, const QRect &rect, const QColor &background)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += contrast(image.pixelColor(x, y), background) >= kControl ? 1 : 0;
    }
    return count;
}

} // namespace

class TestAppearance : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { applyAppearance(Appearance::Dark); }
    void cleanupTestCase() { applyAppearance(Appearance::System); }
    void darkPaletteMeetsTheContrastRatios();
    void theWcagFormulaGivesItsKnownValues();
    void anUntickedCheckBoxShowsItsFrame();
    void anUntickedListEntryShowsItsBox();
    void fallbackIconsShowOnLightAndDark();
};

void TestAppearance::theWcagFormulaGivesItsKnownValues()
{
    QCOMPARE(contrast(Qt::black, Qt::white), 21.0);
    QCOMPARE(contrast(Qt::gray, Qt::gray), 1.0);
    // #767676 on white is the lightest grey that passes 4.5:1, a value WebAIM's checker also gives (4.54).
    QVERIFY(std::abs(contrast(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
}

void TestAppearance::darkPaletteMeetsTheContrastRatios()
{
    const QPalette p = darkPalette();
    const auto check
        = [&](QPalette::ColorGroup group, QPalette::ColorRole fore, QPalette::ColorRole back, double least) {
              const double ratio = contrast(p.color(group, fore), p.color(group, back));
              QVERIFY2(ratio >= least,
                       qPrintable(QStringLiteral("%1 on %2: %3").arg(roleName(fore), roleName(back)).arg(ratio)));
          };
    check(QPalette::Active, QPalette::Text, QPalette::Base, kText);
    check(QPalette::Active, QPalette::Text, QPalette::AlternateBase, kText);
    check(QPalette::Active, QPalette::WindowText, QPalette::Window, kText);
    check(QPalette::Active, QPalette::ButtonText, QPalette::Button, kText);
    check(QPalette::Active, QPalette::HighlightedText, QPalette::Highlight, kText);
    check(QPalette::Inactive, QPalette::HighlightedText, QPalette::Highlight, kText);
    check(QPalette::Active, QPalette::ToolTipText, QPalette::ToolTipBase, kText);
    check(QPalette::Active, QPalette::Link, QPalette::Base, kText);
    check(QPalette::Active, QPalette::LinkVisited, QPalette::Base, kText);
    // Disabled text is exempt from 1.4.3, but still has to be read: a control's 3:1.
    check(QPalette::Disabled, QPalette::Text, QPalette::Base, kControl);
    check(QPalette::Disabled, QPalette::WindowText, QPalette::Window, kControl);
    check(QPalette::Active, QPalette::PlaceholderText, QPalette::Base, kControl);
    // A check box's frame, against the field or list it sits in and the window around it.
    const QColor frame = IndicatorStyle::indicatorFrame(p);
    for (QPalette::ColorRole back : {QPalette::Base, QPalette::AlternateBase, QPalette::Window}) {
        QVERIFY2(contrast(frame, p.color(back)) >= kControl,
                 qPrintable(QStringLiteral("frame on %1: %2").arg(roleName(back)).arg(contrast(frame, p.color(back)))));
    }
}

void TestAppearance::anUntickedCheckBoxShowsItsFrame()
{
    QCheckBox box(QStringLiteral("Guest"));
    box.resize(box.sizeHint());
    const QImage image = box.grab().toImage();
    QStyleOptionButton option;
    option.initFrom(&box);
    const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
    // The frame's four sides stand out from the window (Fusion's own frame is 1.2:1 on this palette).
    const int shown = standingOut(image, indicator, box.palette().color(QPalette::Window));
    QVERIFY2(shown >= 2 * indicator.width(), qPrintable(QStringLiteral("%1 pixels").arg(shown)));
}

void TestAppearance::anUntickedListEntryShowsItsBox()
{
    // As the Events page lists its entrants: an unticked one is a withdrawn player, who must not be mere text.
    QListWidget list;
    auto *item = new QListWidgetItem(QString(), &list); // no text: whatever stands out in the row is the box
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Unchecked);
    list.resize(200, 100);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    const QImage image = list.viewport()->grab().toImage();
    const QRect row = list.visualItemRect(item);
    const int shown = standingOut(image, row, list.palette().color(QPalette::Base));
    QVERIFY2(shown >= 2 * row.height(),
             qPrintable(QStringLiteral("%1 pixels in a row of %2").arg(shown).arg(row.height())));
}

QTEST_MAIN(TestAppearance)
void TestAppearance::fallbackIconsShowOnLightAndDark()
{
    // Podium's own icons, for a desktop whose theme lacks the freedesktop names: every size was rendered at build
    // time, and each drawing stands out (WCAG's 3:1 for the parts of a control) from the light window colour of
    // Fusion and from the dark appearance's.
    const QColor light(0xef, 0xef, 0xef), dark = darkPalette().color(QPalette::Window);
    for (const char *name : {"document-new", "document-open", "document-save-as", "edit-redo", "edit-undo"}) {
        for (const int size : {16, 22, 24, 32, 48}) {
            const QImage image(QStringLiteral(":/icons/%1x%1/%2.png").arg(size).arg(QLatin1String(name)));
            QCOMPARE(image.size(), QSize(size, size));
            // The drawing's solid pixels (antialiased edges and tints aside) all stand out, and there are enough of
            // them to read (a sixteenth of the square).
            int solid = 0;
            for (int y = 0; y < size; ++y) {
                for (int x = 0; x < size; ++x) {
                    const QColor pixel = image.pixelColor(x, y);
                    if (pixel.alpha() < 250)
                        continue;
                    ++solid;
                    for (const QColor &window : {light, dark})
                        QVERIFY2(contrast(pixel, window) >= kControl,
                                 qPrintable(QStringLiteral("%1 at %2 px, (%3, %4) on %5")
                                                .arg(QLatin1String(name))
                                                .arg(size)
                                                .arg(x)
                                                .arg(y)
                                                .arg(window.name())));
                }
            }
            QVERIFY2(solid >= size * size / 16,
                     qPrintable(QStringLiteral("%1 at %2 px").arg(QLatin1String(name)).arg(size)));
        }
        QVERIFY(!themedIcon(QString::fromLatin1(name)).isNull());
    }
}

#include "tst_appearance.moc"
