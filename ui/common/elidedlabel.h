// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A one-line label for a text that may be long (a laboratory's or a service's name as the
// dictionary gives it): it asks the layout for a few characters only, shows as much as its width
// holds with "…" at the end, and keeps the whole text in its tooltip. A plain QLabel asks for its
// whole text's width and pushes the form, and then the window, past the screen's edge.
//
//   auto *name = new ElidedLabel(this);
//   name->setFullText(coding.display);

#include <QLabel>

namespace cliniclink {

class ElidedLabel : public QLabel {
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    // The least width asked for, in average characters (8 unless set).
    void setMinimumCharacters(int characters);

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();

    QString m_fullText;
    int m_minimumCharacters = 8;
};

} // namespace cliniclink
