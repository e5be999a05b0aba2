// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Podium developers
// Podium's live board: the page follows the club (a WebSocket at /live says when it changed; polling every 2 s
// where there is none), "Where do I play?" filters the round's tables, and ?kiosk cycles through the views for a
// projector. Served from /assets; the pages have no inline script.
(function () {
    'use strict';

    var POLL_MS = 2000;
    var KIOSK_MS = 15000;
    var params = new URLSearchParams(location.search);
    var kiosk = params.has('kiosk');

    // --- "Where do I play?" ---
    var query = '';

    function applyFilter() {
        var input = document.getElementById('where');
        if (!input) return;
        if (input.value !== query) input.value = query;
        var wanted = query.trim().toLocaleLowerCase();
        var groups = document.querySelectorAll('tbody.pairing');
        for (var i = 0; i < groups.length; i++) {
            var text = groups[i].textContent.toLocaleLowerCase();
            groups[i].classList.toggle('hidden', wanted !== '' && text.indexOf(wanted) < 0);
        }
    }

    function watchSearch() {
        var input = document.getElementById('where');
        if (!input) return;
        input.addEventListener('input', function () {
            query = input.value;
            applyFilter();
        });
    }

    // --- Live updates ---
    var refreshing = false;
    var again = false;

    function refresh() {
        if (refreshing) { again = true; return; }
        refreshing = true;
        fetch(location.href, { cache: 'no-store', headers: { 'Accept': 'text/html' } })
            .then(function (response) { return response.ok ? response.text() : null; })
            .then(function (html) {
                if (html === null) return;
                var fresh = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
                var old = document.querySelector('main');
                if (!fresh || !old) return;
                var focused = document.activeElement && document.activeElement.id === 'where';
                var input = document.getElementById('where');
                var caret = input ? input.selectionStart : null;
                old.replaceWith(document.adoptNode(fresh));
                watchSearch();
                applyFilter();
                showKioskView();
                fitBrackets();
                var now = document.getElementById('where');
                if (focused && now) {
                    now.focus();
                    if (caret !== null) now.setSelectionRange(caret, caret);
                }
            })
            .catch(function () { /* the board is away: the next change or poll tries again */ })
            .then(function () {
                refreshing = false;
                if (again) { again = false; refresh(); }
            });
    }

    var pollTimer = null;

    function startPolling() {
        if (pollTimer === null) pollTimer = setInterval(refresh, POLL_MS);
    }

    function stopPolling() {
        if (pollTimer !== null) { clearInterval(pollTimer); pollTimer = null; }
    }

    var backoff = 1000;

    function connect() {
        if (!('WebSocket' in window)) { startPolling(); return; }
        var socket;
        try {
            socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/live');
        } catch (e) {
            startPolling();
            return;
        }
        socket.onopen = function () {
            backoff = 1000;
            stopPolling();
            refresh(); // whatever changed while the socket was away
        };
        socket.onmessage = function () { refresh(); };
        socket.onclose = function () {
            startPolling(); // keep up meanwhile
            setTimeout(connect, backoff);
            backoff = Math.min(backoff * 2, 30000);
        };
    }

    // --- Kiosk: the projector cycles through the views ---
    function kioskViews() {
        var main = document.querySelector('main');
        var own = main && main.dataset.kioskViews ? main.dataset.kioskViews.split(' ') : [];
        if (params.get('kiosk') === 'club') {
            try {
                var stored = JSON.parse(sessionStorage.getItem('podium-kiosk') || '[]');
                if (stored.length > 0) return stored;
            } catch (e) { /* a private window without storage: the page's own cycle */ }
        }
        return own;
    }

    function here() {
        return location.pathname + location.hash;
    }

    function showKioskView() {
        if (!kiosk) return;
        var sections = document.querySelectorAll('main .view');
        var id = location.hash.slice(1);
        var shown = false;
        for (var i = 0; i < sections.length; i++) {
            var on = id === '' ? i === 0 : sections[i].id === id;
            sections[i].classList.toggle('off', !on);
            shown = shown || on;
        }
        if (!shown) {
            for (var k = 0; k < sections.length; k++) sections[k].classList.remove('off');
        }
    }

    function nextKioskView() {
        var views = kioskViews();
        if (views.length === 0) return;
        var at = views.indexOf(here());
        if (at < 0) at = views.indexOf(location.pathname);
        var next = views[(at + 1) % views.length];
        var hash = next.indexOf('#');
        var path = hash < 0 ? next : next.slice(0, hash);
        var fragment = hash < 0 ? '' : next.slice(hash);
        if (path === location.pathname) {
            history.replaceState(null, '', path + location.search + fragment);
            showKioskView();
            fitBrackets();
        } else {
            location.assign(path + location.search + fragment);
        }
    }

    function startKiosk() {
        if (!kiosk) return;
        document.documentElement.classList.add('kiosk');
        if (location.pathname === '/' && params.get('kiosk') !== 'club') {
            var main = document.querySelector('main');
            var views = main && main.dataset.kioskViews ? main.dataset.kioskViews.split(' ') : [];
            try { sessionStorage.setItem('podium-kiosk', JSON.stringify(views)); } catch (e) { /* no storage */ }
            if (views.length > 0) {
                params.set('kiosk', 'club');
                setTimeout(function () {
                    var first = views[0];
                    var hash = first.indexOf('#');
                    location.assign((hash < 0 ? first : first.slice(0, hash)) + '?' + params.toString() +
                                    (hash < 0 ? '' : first.slice(hash)));
                }, KIOSK_MS);
                return;
            }
        }
        showKioskView();
        fitBrackets();
        window.addEventListener('resize', fitBrackets);
        setInterval(nextKioskView, KIOSK_MS);
    }

    // --- Kiosk: a bracket fitted to the projector's screen (M9 of the walkthrough of 28 November) ---
    var MIN_ZOOM = 0.3;

    function fitBrackets() {
        if (!kiosk) return;
        var section = document.getElementById('bracket');
        if (!section || section.classList.contains('off')) return;
        var brackets = section.querySelectorAll('.bracket');
        if (brackets.length === 0) return;
        var i;
        for (i = 0; i < brackets.length; i++) brackets[i].style.zoom = '';
        // Measured at their own size: the widest part against the page's width, and the parts' height against
        // what the screen has below the section's top, less the headings and the champion's line.
        var wide = 0, high = 0;
        for (i = 0; i < brackets.length; i++) {
            wide = Math.max(wide, brackets[i].scrollWidth);
            high += brackets[i].offsetHeight;
        }
        var top = section.getBoundingClientRect().top + window.scrollY;
        var rest = section.offsetHeight - high;
        var below = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
        var room = window.innerHeight - top - rest - below;
        var zoom = Math.min(1, section.clientWidth / wide, room / high);
        zoom = Math.max(MIN_ZOOM, zoom);
        if (zoom < 1) {
            for (i = 0; i < brackets.length; i++) brackets[i].style.zoom = String(zoom);
        }
    }

    // --- Players' reports: the code from the slip's address, kept for this tab's report forms ---
    var CODE_KEY = 'podium-code';

    function keepSlipCode() {
        var match = /(?:^#|&)code=([A-Za-z0-9]{1,12})/.exec(location.hash);
        if (!match) return;
        try { sessionStorage.setItem(CODE_KEY, match[1]); } catch (e) { /* no storage: typed by hand */ }
        // Off the address bar, where a neighbour could read it.
        history.replaceState(null, '', location.pathname + location.search);
    }

    function fillReportForm() {
        var input = document.getElementById('code');
        if (!input || input.value !== '') return;
        try { input.value = sessionStorage.getItem(CODE_KEY) || ''; } catch (e) { /* no storage */ }
    }

    document.addEventListener('DOMContentLoaded', function () {
        keepSlipCode();
        var me = params.get('me');
        if (me && document.getElementById('where')) query = me;
        watchSearch();
        applyFilter();
        fillReportForm();
        startKiosk();
        // A report's form (not replaced under the player's fingers) and its answer (whose address is the form's)
        // follow nothing.
        if (!document.querySelector('main[data-still]')) connect();
    });
}());
