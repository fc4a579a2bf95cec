/* SPDX-License-Identifier: Apache-2.0 */
/* node.h - the plan model: an immutable tree of YAML values with locations.
 *
 * The loader (yaml_load.c) builds the tree, the validator (schema.c) checks
 * it against the plan format and records each node's schema type, and from
 * then on nothing changes it.  The checker and the diff read it through the
 * accessors below.  Every node knows its file, its 1-based line and column,
 * its parent and the key it sits under, so any value can be traced back to
 * the plan text and to the nearest `citation` of the plan article.
 *
 * Ownership: the root owns every node and every string in the tree, all of
 * them in one arena (node_arena.c) that node_free(root) releases; all
 * pointers handed out by the accessors are borrowed from the tree. */
#ifndef PP_NODE_H
#define PP_NODE_H

#include <stddef.h>

typedef enum { NODE_SCALAR, NODE_MAP, NODE_SEQ } node_kind;

struct spec_type;

/* The memory of one tree: every node, key, text and items array. */
typedef struct node_arena node_arena;

/* An empty arena.  Can't fail (out of memory aborts). */
node_arena *node_arena_new(void);

/* size zeroed bytes, aligned for any node field, owned by the arena. */
void *node_arena_alloc(node_arena *a, size_t size);

/* A copy of len bytes of s, NUL-terminated, owned by the arena. */
char *node_arena_strndup(node_arena *a, const char *s, size_t len);

/* Release the arena and everything allocated from it.  Accepts NULL. */
void node_arena_free(node_arena *a);

typedef struct pp_node pp_node;
struct pp_node {
	node_kind kind;
	const char *file;        /* borrowed from the plan */
	unsigned line, col;      /* 1-based start of the value */
	const pp_node *parent;   /* NULL for the root */
	const char *key;         /* key in the parent mapping, or NULL */
	unsigned key_line, key_col;
	size_t index;            /* position in the parent */
	char *text;              /* NODE_SCALAR: the scalar's text */
	size_t len;
	int plain;               /* NODE_SCALAR: written without quotes */
	int unstated;            /* NODE_SCALAR: `unstated` under a SPEC_OPEN field */
	unsigned char soft;      /* SPEC_SOFT_* bits (soft.h): the plan wrote the
	                          * value as discretionary or usual; 0 normally */
	const char *gift;        /* gift.h: the words of a gift the prize pays
	                          * beside (or instead of) its cash; NULL normally */
	const char *alias_of;    /* static: the deprecated key the plan wrote, which
	                          * the validator renamed to key; NULL normally */
	pp_node **items;         /* NODE_MAP values (keys in ->key), NODE_SEQ items */
	size_t n, cap;
	const struct spec_type *type; /* set by validation; NULL before */
	node_arena *arena;       /* the root only: the arena holding the tree */
};

/* A node of kind at file:line:col, allocated in arena a.  Can't fail. */
pp_node *node_new(node_arena *a, node_kind kind, const char *file, unsigned line,
                  unsigned col);

/* Append child to a mapping (under key, a string that lives as long as the
 * tree: in a or static) or a sequence; a holds the grown items array. */
void node_append(node_arena *a, pp_node *parent, pp_node *child, const char *key,
                 unsigned key_line, unsigned key_col);

/* Free a tree: its root (the node whose `arena` is set) releases every
 * node and string at once; any other node is released with its root, so
 * this does nothing for it.  Accepts NULL.  This function can't fail. */
void node_free(pp_node *n);

/* The value under key in a mapping, or NULL (also when n is NULL, and when
 * the plan wrote the value as `unstated`: an open rule reads as absent). */
const pp_node *node_get(const pp_node *map, const char *key);

/* As node_get, but an `unstated` value is returned too (for the walkers
 * that report open rules and compare plans). */
const pp_node *node_get_raw(const pp_node *map, const char *key);

/* Number of items of a mapping or sequence (0 for scalars and NULL). */
size_t node_len(const pp_node *n);

/* The i-th item of a mapping or sequence. */
const pp_node *node_at(const pp_node *n, size_t i);

/* A scalar's text, or NULL for containers and NULL. */
const char *node_text(const pp_node *n);

/* The text under key, or dflt when absent. */
const char *node_get_text(const pp_node *map, const char *key, const char *dflt);

/* A validated integer scalar's value (the schema bounds it). */
long long node_int(const pp_node *n);

/* The integer under key, or dflt when absent. */
long long node_get_int(const pp_node *map, const char *key, long long dflt);

/* A validated boolean scalar's value; the boolean under key, or dflt. */
int node_bool(const pp_node *n);
int node_get_bool(const pp_node *map, const char *key, int dflt);

/* The nearest `citation` on the way from n up to the root, or NULL. */
const char *node_citation(const pp_node *n);

/* The path of n from the root, in JSON Pointer syntax ("/games/0/bets/3/payout"), where
 * items of lists with an identity key are named by it ("/games/roulette").
 * The caller frees the result. */
char *node_path(const pp_node *n);

/* The name of a list item: the value of its identity key if the list has
 * one, else its 0-based index as text.  The caller frees the result. */
char *node_item_name(const pp_node *n);

#endif
