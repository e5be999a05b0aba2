#pragma once

#include <QCoreApplication>

namespace podium {

/** The translation context of the messages core gives the user: the refusals and errors that the app shows
 *  (podium-cli, which loads no translation, prints them in English). */
struct ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
};

} // namespace podium
