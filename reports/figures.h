/* figures.h - the PAR-sheet writers (`planproof figures`): figures.c lays
 * out CSV and JSON and picks the writer, figures_text.c the text tables.
 * Every figure is text in the result set already (checker/core/figures.c). */
#ifndef PP_REPORT_FIGURES_H
#define PP_REPORT_FIGURES_H

#include "core/result.h"
#include "util.h"

/* The game's "max-win" table (one row per limits row: row, max bet, how,
 * gross, net, declared, matches), or NULL when it has none. */
const pp_table *figures_max_win(const pp_result *res, size_t game);

/* One sentence naming how every decimal of the sheet is rounded. */
const char *figures_rounding_words(void);

/* The PAR sheet as text tables: per game, its bets' figures, then each
 * bet's outcomes, then the max win per limits row.  Can't fail. */
void figures_text(const pp_result *res, pp_buf *out);

#endif
