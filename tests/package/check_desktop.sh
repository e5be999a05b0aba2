#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop integration files as built: the .desktop file, the AppStream metainfo (as installed, and with the
# screenshots listed), the MIME type definition, and the metainfo's latest release against the project's version.
# Then GLib's MIME sniffing (gio, as a GNOME file manager types a file) with the definition installed in a scratch
# data directory: a demo club is a club by its name and, renamed, by its content; the same file with another
# application_id is plain SQLite.
#   check_desktop.sh BUILD_RESOURCES_DIR APP_ID MIME_TYPE VERSION SCRATCH_DIR PODIUM_CLI
set -euo pipefail
dir=$1 id=$2 mime=$3 version=$4 scratch=$5 cli=$6

# Exit status 77 is a skip for ctest: not a Debian-based system. On one, ./build.sh test installs every tool.
command -v dpkg-query >/dev/null || { echo "not a Debian-based system: skipped" >&2; exit 77; }
for tool in desktop-file-validate appstreamcli xmllint update-mime-database gio; do
    command -v "$tool" >/dev/null || { echo "missing $tool (./build.sh test installs it)" >&2; exit 1; }
done

echo "== desktop-file-validate $id.desktop"
desktop-file-validate "$dir/$id.desktop"
echo "== appstreamcli validate --no-net"
appstreamcli validate --no-net "$dir/$id.metainfo.xml"
appstreamcli validate --no-net "$dir/screenshots-check/$id.metainfo.xml"
# The newest release, listed first, is the one being built: a version bump needs its release entry.
grep -m1 '<release ' "$dir/$id.metainfo.xml" | grep -q "version=\"$version\"" \
    || { echo "the metainfo's first <release> is not $version" >&2; exit 1; }

# M1 of the desktop review of 28 November: the menu entry, the type's name and the AppStream text in every language
# the app speaks (the words are the glossary's, translations/README.md).
echo "== translated into de, fr, es"
for lang in de fr es; do
    for key in GenericName Comment Keywords; do
        grep -q "^$key\[$lang\]=." "$dir/$id.desktop" || { echo "$id.desktop: no $key[$lang]" >&2; exit 1; }
    done
    for tag in summary p li; do
        english=$(grep -c "<$tag>" "$dir/$id.metainfo.xml")
        translated=$(grep -c "<$tag xml:lang=\"$lang\">" "$dir/$id.metainfo.xml")
        [ "$english" = "$translated" ] \
            || { echo "$id.metainfo.xml: $translated of $english <$tag> in $lang" >&2; exit 1; }
    done
    grep -q "<comment xml:lang=\"$lang\">" "$dir/$id.xml" || { echo "$id.xml: no <comment> in $lang" >&2; exit 1; }
done

echo "== the MIME type"
xmllint --noout "$dir/$id.xml"
# update-mime-database reads the definition as a desktop would and writes the caches; the type must be in them,
# with its glob, its magic and its parent.
rm -rf "$scratch" && mkdir -p "$scratch/mime/packages"
cp "$dir/$id.xml" "$scratch/mime/packages/"
XDG_DATA_DIRS=$scratch update-mime-database "$scratch/mime"
grep -qx "$mime" "$scratch/mime/types"
grep -q "^50:$mime:\*\.podium$" "$scratch/mime/globs2"
grep -q "^$mime application/vnd.sqlite3$" "$scratch/mime/subclasses"
grep -aq "$mime" "$scratch/mime/magic"

echo "== files typed by gio"
"$cli" demo --db "$scratch/club.podium" >/dev/null
cp "$scratch/club.podium" "$scratch/club.db"
cp "$scratch/club.podium" "$scratch/other.db"
printf '\0\0\0\0' | dd of="$scratch/other.db" bs=1 seek=68 conv=notrunc status=none # application_id 0
content_type() {
    XDG_DATA_DIRS=$scratch:/usr/share gio info --attributes=standard::content-type "$1" | sed -n 's/^ *standard::content-type: //p'
}
for expected in "club.podium $mime" "club.db $mime" "other.db application/vnd.sqlite3"; do
    file=${expected%% *} type=${expected#* }
    actual=$(content_type "$scratch/$file")
    echo "$file: $actual"
    [ "$actual" = "$type" ] || { echo "$file should be $type" >&2; exit 1; }
done
# The name a file manager shows for the type, in each language: update-mime-database keeps the comments in the
# type's own file, where GLib and KDE look them up by the user's language.
for expected in "de Podium-Club" "fr Club Podium" "es Club de Podium"; do
    lang=${expected%% *} name=${expected#* }
    grep -qF "<comment xml:lang=\"$lang\">$name</comment>" "$scratch/mime/$mime.xml" \
        || { echo "the database has no $lang name \"$name\" for $mime" >&2; exit 1; }
done
echo ok
