// What the binary carries from the repository: the commit it was built from (bin/stamp writes
// .build/stamp/commit.h) and the documentation pages `widgetdeck help TOPIC` prints, compiled in
// with C23's #embed so a binary installed without its repository still has them. The compiler
// records each embedded file as a dependency: editing a page rebuilds this file.
// A test (TravellingHelpTests.topics) keeps this list equal to docs/*.md.
#include "build_info.h"

#if __has_include("../../.build/stamp/commit.h")
#include "../../.build/stamp/commit.h"
#endif
#ifndef WIDGETDECK_COMMIT
#define WIDGETDECK_COMMIT "unknown"
#endif

const char *widgetdeck_commit(void) { return WIDGETDECK_COMMIT; }

#pragma clang diagnostic ignored "-Wc23-extensions"

static const char page_analytics[] = {
#embed "../../docs/analytics.md"
};
static const char page_architecture[] = {
#embed "../../docs/architecture.md"
};
static const char page_cli[] = {
#embed "../../docs/cli.md"
};
static const char page_corpus[] = {
#embed "../../docs/corpus.md"
};
static const char page_ci[] = {
#embed "../../docs/ci.md"
};
static const char page_dashboard[] = {
#embed "../../docs/dashboard.md"
};
static const char page_event_log[] = {
#embed "../../docs/event-log.md"
};
static const char page_families[] = {
#embed "../../docs/families.md"
};
static const char page_import[] = {
#embed "../../docs/import.md"
};
static const char page_install[] = {
#embed "../../docs/install.md"
};
static const char page_performance[] = {
#embed "../../docs/performance.md"
};
static const char page_preview[] = {
#embed "../../docs/preview.md"
};
static const char page_running[] = {
#embed "../../docs/running.md"
};
static const char page_shopifyql[] = {
#embed "../../docs/shopifyql.md"
};
static const char page_snapshot_testing[] = {
#embed "../../docs/snapshot-testing.md"
};
static const char page_snapshot[] = {
#embed "../../docs/snapshot.md"
};
static const char page_surface[] = {
#embed "../../docs/surface.md"
};
static const char page_themes[] = {
#embed "../../docs/themes.md"
};
static const char page_timeline[] = {
#embed "../../docs/timeline.md"
};
static const char page_widgets[] = {
#embed "../../docs/widgets.md"
};

static const struct { const char *name; const char *text; size_t length; } pages[] = {
    {"analytics.md", page_analytics, sizeof page_analytics},
    {"architecture.md", page_architecture, sizeof page_architecture},
    {"ci.md", page_ci, sizeof page_ci},
    {"cli.md", page_cli, sizeof page_cli},
    {"corpus.md", page_corpus, sizeof page_corpus},
    {"dashboard.md", page_dashboard, sizeof page_dashboard},
    {"event-log.md", page_event_log, sizeof page_event_log},
    {"families.md", page_families, sizeof page_families},
    {"import.md", page_import, sizeof page_import},
    {"install.md", page_install, sizeof page_install},
    {"performance.md", page_performance, sizeof page_performance},
    {"preview.md", page_preview, sizeof page_preview},
    {"running.md", page_running, sizeof page_running},
    {"shopifyql.md", page_shopifyql, sizeof page_shopifyql},
    {"snapshot-testing.md", page_snapshot_testing, sizeof page_snapshot_testing},
    {"snapshot.md", page_snapshot, sizeof page_snapshot},
    {"surface.md", page_surface, sizeof page_surface},
    {"themes.md", page_themes, sizeof page_themes},
    {"timeline.md", page_timeline, sizeof page_timeline},
    {"widgets.md", page_widgets, sizeof page_widgets},
};

size_t widgetdeck_page_count(void) { return sizeof pages / sizeof pages[0]; }

int widgetdeck_page(size_t index, const char **name, const char **text, size_t *length) {
    if (index >= widgetdeck_page_count()) return 0;
    *name = pages[index].name;
    *text = pages[index].text;
    *length = pages[index].length;
    return 1;
}
