#!/usr/bin/env python3
"""Expected text advances for DejaVu Sans, computed from the font's own tables.

This is deliberately independent of Arrange: it reads cmap, hmtx, GSUB and GPOS
of /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf with fontTools and does a
minimal "shaper with default features" for simple Latin text:

  1. cmap: characters -> glyphs.
  2. GSUB, script 'latn', default LangSys, the default-on features HarfBuzz
     applies to Latin (ccmp, locl, rlig, liga, clig, calt). In this font the
     latn default LangSys only has ccmp (lookups 3, 4: chain-context, class
     based, they only fire next to combining marks / tone letters) and liga
     (lookup 18: ff, fi, fl, ffi, ffl -> uniFB00, fi, fl, uniFB03, uniFB04). Both are evaluated here.
     LIGATURES: "Officer" and "Chief Executive Officer" contain "ffi", which
     lookup 18 turns into the single glyph 'uniFB03'. They are HANDLED (not
     excluded): the shaped advance uses the ligature glyph's hmtx advance;
     'nominal' (cmap + hmtx per character, no GSUB/GPOS) is printed as well.
  3. hmtx advances of the resulting glyphs.
  4. GPOS 'kern' feature of script 'latn' (lookups 14 and 15, PairPos format
     2, ValueFormat1 = XAdvance, ValueFormat2 = 0). Formats 1 and 2 are both
     implemented. Every lookup runs over the whole glyph string; a matched pair
     adds the first ValueRecord's XAdvance to the first glyph; with
     ValueFormat2 == 0 the second glyph is the next pair's first glyph.
     Lookup flags: only IgnoreMarks/IgnoreBaseGlyphs/IgnoreLigatures are
     honoured when skipping (the kern lookups here have flag 0).

SCRIPT MATTERS: the DFLT script's default LangSys has no 'liga' and only kern
lookup 15, which kerns none of these strings. A shaper that leaves the script
unset/Common (instead of guessing Latin) gets the 'nominal' numbers; the
script prints a note for every string where that differs.

'mark'/'mkmk' (GPOS) never change advances and do nothing without marks.
The legacy 'kern' table is only compared for information (HarfBuzz ignores it
when GPOS exists). If the optional module uharfbuzz is importable, every
result is cross-checked against real HarfBuzz shaping.

Usage:
  python3 -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fontTools
  (optional: /tmp/fontvenv/bin/pip install uharfbuzz)
  /tmp/fontvenv/bin/python scripts/dejavu-expected-widths.py [--swift]

--swift prints the Swift data file Tests/ArrangeTextTests/DejaVuSansExpectations.swift.
"""

import sys

from fontTools.ttLib import TTFont

FONT_PATH = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

BASE_STRINGS = [
    "Hello world", "Hello, world", "Default", "Indented", "AVATAR", "To",
    "Wave", "Rachael Chiseck", "Chief Executive Officer", "WWDC 2022", "Good",
    "Nice", "Start", "First", "Second", "Hi", "A Subview", "Another Subview",
    "One View", "Another View",
]
STRINGS = BASE_STRINGS + [w for w in "Chief Executive Officer".split()
                          if w not in BASE_STRINGS]

# HarfBuzz's default-on features relevant to horizontal Latin text.
GSUB_DEFAULT_FEATURES = ["ccmp", "locl", "rlig", "liga", "clig", "calt"]
GPOS_DEFAULT_FEATURES = ["kern", "mark", "mkmk"]


def lookups_for(table, script_tag, feature_tags):
    """(feature tag, lookup indices) in the script's default LangSys."""
    script = next((s.Script for s in table.ScriptList.ScriptRecord
                   if s.ScriptTag == script_tag), None)
    if script is None:
        script = next(s.Script for s in table.ScriptList.ScriptRecord
                      if s.ScriptTag == "DFLT")
    langsys = script.DefaultLangSys
    indices = list(langsys.FeatureIndex)
    if langsys.ReqFeatureIndex != 0xFFFF:
        indices.append(langsys.ReqFeatureIndex)
    records = table.FeatureList.FeatureRecord
    present = [(records[i].FeatureTag, list(records[i].Feature.LookupListIndex))
               for i in indices]
    return present, [(tag, lk) for tag, lk in present if tag in feature_tags]


def subtables(lookup):
    for st in lookup.SubTable:
        if lookup.LookupType in (7, 9):  # Extension
            yield st.ExtSubTable
        else:
            yield st


class Font:
    def __init__(self, path, script="latn"):
        self.tt = TTFont(path)
        self.cmap = self.tt.getBestCmap()
        self.hmtx = self.tt["hmtx"].metrics
        self.gdef_classes = {}
        if "GDEF" in self.tt and self.tt["GDEF"].table.GlyphClassDef:
            self.gdef_classes = self.tt["GDEF"].table.GlyphClassDef.classDefs
        self.gsub = self.tt["GSUB"].table
        self.gpos = self.tt["GPOS"].table
        self.script = script
        self.gsub_all, self.gsub_features = lookups_for(
            self.gsub, script, GSUB_DEFAULT_FEATURES)
        self.gpos_all, self.gpos_features = lookups_for(
            self.gpos, script, GPOS_DEFAULT_FEATURES)

    # -- helpers ---------------------------------------------------------
    def glyphs(self, text):
        return [self.cmap[ord(c)] for c in text]

    def advance(self, glyph):
        return self.hmtx[glyph][0]

    def skipped(self, glyph, flag):
        cls = self.gdef_classes.get(glyph, 0)
        return ((flag & 0x2 and cls == 1) or (flag & 0x4 and cls == 2)
                or (flag & 0x8 and cls == 3))

    # -- GSUB ------------------------------------------------------------
    def apply_gsub_lookup(self, index, glyphs, fired):
        lookup = self.gsub.LookupList.Lookup[index]
        out = list(glyphs)
        i = 0
        while i < len(out):
            advanced = False
            for st in subtables(lookup):
                kind = lookup.LookupType if lookup.LookupType != 7 else st.LookupType
                if kind == 1:
                    if out[i] in st.mapping:
                        fired.append((index, out[i], st.mapping[out[i]]))
                        out[i] = st.mapping[out[i]]
                        break
                elif kind == 4:
                    for lig in st.ligatures.get(out[i], []):
                        n = len(lig.Component) + 1
                        if out[i + 1:i + n] == list(lig.Component):
                            fired.append((index, out[i:i + n], lig.LigGlyph))
                            out[i:i + n] = [lig.LigGlyph]
                            advanced = True
                            break
                    if advanced:
                        break
                elif kind == 6 and st.Format == 2:
                    if self.chain_class_match(st, out, i):
                        # Nested lookups would run here; this font's ccmp
                        # rules only match next to combining marks, so any
                        # match in our strings is reported as an error.
                        fired.append((index, out[i], "CHAIN-CONTEXT MATCH"))
                        break
                elif kind == 6:
                    cov = getattr(st, "InputCoverage", None)
                    if cov and out[i] in cov[0].glyphs:
                        fired.append((index, out[i], "CHAIN FORMAT 3 (unchecked)"))
                else:
                    # Types not used by the default Latin features here.
                    pass
            i += 1
        return out

    @staticmethod
    def chain_class_match(st, glyphs, i):
        if glyphs[i] not in st.Coverage.glyphs:
            return False
        bt = st.BacktrackClassDef.classDefs
        inp = st.InputClassDef.classDefs
        la = st.LookAheadClassDef.classDefs
        ruleset = st.ChainSubClassSet[inp.get(glyphs[i], 0)]
        if ruleset is None:
            return False
        for rule in ruleset.ChainSubClassRule:
            n_in = len(rule.Input)
            if i - len(rule.Backtrack) < 0 or i + 1 + n_in + len(rule.LookAhead) > len(glyphs):
                continue
            ok = all(inp.get(glyphs[i + 1 + k], 0) == c for k, c in enumerate(rule.Input))
            ok = ok and all(bt.get(glyphs[i - 1 - k], 0) == c for k, c in enumerate(rule.Backtrack))
            ok = ok and all(la.get(glyphs[i + 1 + n_in + k], 0) == c for k, c in enumerate(rule.LookAhead))
            if ok:
                return True
        return False

    def substitute(self, glyphs):
        fired = []
        # Lookups run in lookup-list order, across all enabled features.
        indices = sorted({i for _, lk in self.gsub_features for i in lk})
        for index in indices:
            glyphs = self.apply_gsub_lookup(index, glyphs, fired)
        return glyphs, fired

    # -- GPOS kern -------------------------------------------------------
    @staticmethod
    def pair_value(st, first, second):
        """XAdvance of ValueRecord1 if the subtable matches the pair, else None."""
        if first not in st.Coverage.glyphs:
            return None
        if st.Format == 1:
            pairset = st.PairSet[st.Coverage.glyphs.index(first)]
            for rec in pairset.PairValueRecord:
                if rec.SecondGlyph == second:
                    return getattr(rec.Value1, "XAdvance", 0) if rec.Value1 else 0
            return None
        if st.Format == 2:
            c1 = st.ClassDef1.classDefs.get(first, 0)
            c2 = st.ClassDef2.classDefs.get(second, 0)
            if c1 >= st.Class1Count or c2 >= st.Class2Count:
                return None
            rec = st.Class1Record[c1].Class2Record[c2]
            return getattr(rec.Value1, "XAdvance", 0) if rec.Value1 else 0
        return None

    def kern_pairs(self, glyphs):
        pairs = []
        indices = sorted({i for tag, lk in self.gpos_features if tag == "kern" for i in lk})
        for index in indices:
            lookup = self.gpos.LookupList.Lookup[index]
            flag = lookup.LookupFlag
            i = 0
            while i < len(glyphs):
                if self.skipped(glyphs[i], flag):
                    i += 1
                    continue
                j = i + 1
                while j < len(glyphs) and self.skipped(glyphs[j], flag):
                    j += 1
                if j >= len(glyphs):
                    break
                for st in subtables(lookup):
                    kind = lookup.LookupType if lookup.LookupType != 9 else st.LookupType
                    if kind != 2:
                        continue
                    value = self.pair_value(st, glyphs[i], glyphs[j])
                    if value is not None:  # first matching subtable wins
                        if value:
                            pairs.append((index, glyphs[i], glyphs[j], value))
                        if st.ValueFormat2:
                            j += 1  # second glyph consumed as well
                        break
                i = j
        return pairs

    def legacy_kern(self, glyphs):
        if "kern" not in self.tt:
            return None
        table = self.tt["kern"].kernTables[0].kernTable
        return sum(table.get((a, b), 0) for a, b in zip(glyphs, glyphs[1:]))

    # -- everything ------------------------------------------------------
    def measure(self, text):
        nominal_glyphs = self.glyphs(text)
        nominal = sum(self.advance(g) for g in nominal_glyphs)
        glyphs, fired = self.substitute(nominal_glyphs)
        unkerned = sum(self.advance(g) for g in glyphs)
        pairs = self.kern_pairs(glyphs)
        kerned = unkerned + sum(p[3] for p in pairs)
        return {
            "text": text, "glyphs": glyphs, "gsub": fired, "nominal": nominal,
            "unkerned": unkerned, "kerned": kerned, "pairs": pairs,
            "legacy": self.legacy_kern(glyphs),
        }


def harfbuzz_advance(text, kern=True, script=None):
    try:
        import uharfbuzz as hb
    except ImportError:
        return None
    blob = hb.Blob.from_file_path(FONT_PATH)
    font = hb.Font(hb.Face(blob))  # scale = upem: advances in font units
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    if script:
        buf.script = script
    hb.shape(font, buf, {"kern": kern})
    return sum(p.x_advance for p in buf.glyph_positions)


def metrics(font):
    tt = font.tt
    os2, hhea = tt["OS/2"], tt["hhea"]
    return {
        "unitsPerEm": tt["head"].unitsPerEm,
        "hhea.ascent": hhea.ascent, "hhea.descent": hhea.descent,
        "hhea.lineGap": hhea.lineGap,
        "OS/2.sTypoAscender": os2.sTypoAscender,
        "OS/2.sTypoDescender": os2.sTypoDescender,
        "OS/2.sTypoLineGap": os2.sTypoLineGap,
        "OS/2.usWinAscent": os2.usWinAscent, "OS/2.usWinDescent": os2.usWinDescent,
        "OS/2.version": os2.version,
        # sCapHeight/sxHeight only exist from OS/2 version 2 on; DejaVu Sans
        # has version 1, so fall back to the glyf bounding boxes of 'H'/'x'.
        "OS/2.sCapHeight": getattr(os2, "sCapHeight", None),
        "OS/2.sxHeight": getattr(os2, "sxHeight", None),
        "glyf['H'].yMax": tt["glyf"]["H"].yMax,
        "glyf['x'].yMax": tt["glyf"]["x"].yMax,
        "OS/2.fsSelection.USE_TYPO_METRICS": bool(os2.fsSelection & (1 << 7)),
    }


def swift_literal(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def print_swift(font, results):
    m = metrics(font)
    width = max(len(swift_literal(r["text"])) for r in results)

    def dictionary(name, key, doc):
        lines = [f"    /// {doc}", f"    static let {name}: [String: Int] = ["]
        for r in results:
            lit = swift_literal(r["text"])
            lines.append(f"        {lit}:{' ' * (width - len(lit) + 1)}{r[key]},")
        lines.append("    ]")
        return "\n".join(lines)

    if m["OS/2.sCapHeight"] is not None:
        cap, cap_doc = m["OS/2.sCapHeight"], "OS/2 sCapHeight."
        xh, x_doc = m["OS/2.sxHeight"], "OS/2 sxHeight."
    else:
        cap = m["glyf['H'].yMax"]
        cap_doc = f"glyf yMax of 'H' (OS/2 is version {m['OS/2.version']}: no sCapHeight field)."
        xh = m["glyf['x'].yMax"]
        x_doc = f"glyf yMax of 'x' (OS/2 is version {m['OS/2.version']}: no sxHeight field)."
    lig = sorted(r["text"] for r in results if r["unkerned"] != r["nominal"])
    print(f"""// DejaVu Sans (/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf) expectations.
//
// GENERATED by scripts/dejavu-expected-widths.py --swift, which reads the
// font's cmap, hmtx, GSUB and GPOS tables with fontTools. These numbers do NOT
// come from Arrange; they are an independent oracle. All values are in font
// units (unitsPerEm = {m['unitsPerEm']}); scale by pointSize / unitsPerEm.
//
// Shaping model: script 'latn', default features. GSUB 'liga' turns "ffi"
// into the single glyph uniFB03 ({', '.join(lig) or 'none'}); GPOS 'kern' (PairPos
// XAdvance on the first glyph) gives the kerned totals. 'ccmp' does not fire
// on these strings. The script cross-checks every number against HarfBuzz
// (uharfbuzz, when installed) and exits non-zero on any disagreement.
//
// Vertical metrics are hhea (= OS/2 usWin here); OS/2 typo metrics are
// {m['OS/2.sTypoAscender']}/{m['OS/2.sTypoDescender']}/{m['OS/2.sTypoLineGap']} and USE_TYPO_METRICS is {'set' if m['OS/2.fsSelection.USE_TYPO_METRICS'] else 'not set'}.

import Foundation

enum DejaVuSansExpectations {{
    static let unitsPerEm = {m['unitsPerEm']}
    /// hhea.ascent (= OS/2 usWinAscent).
    static let ascender = {m['hhea.ascent']}
    /// -hhea.descent (positive; = OS/2 usWinDescent).
    static let descender = {-m['hhea.descent']}
    /// hhea.lineGap.
    static let lineGap = {m['hhea.lineGap']}
    /// {cap_doc}
    static let capHeight = {cap}
    /// {x_doc}
    static let xHeight = {xh}

    /// Strings in which the 'liga' feature forms a ligature (ffi -> uniFB03, advance 1980).
    static let stringsWithLigatures: Set<String> = [{', '.join(swift_literal(s) for s in lig)}]

{dictionary('advances', 'kerned', 'Total advance with default shaping: liga + GPOS kern.')}

{dictionary('advancesWithoutKerning', 'unkerned', 'Total advance with liga but without kerning (HarfBuzz with kern=0).')}

{dictionary('nominalAdvances', 'nominal', 'Plain sum of cmap+hmtx advances per character: no ligatures, no kerning.')}
}}""")


def main():
    font = Font(FONT_PATH)
    results = [font.measure(s) for s in STRINGS]
    if "--swift" in sys.argv:
        print_swift(font, results)
        return

    print(f"Font: {FONT_PATH}")
    for k, v in metrics(font).items():
        print(f"  {k:36} {v}")
    print(f"GSUB latn default features: {font.gsub_all}")
    print(f"  default-on present: {font.gsub_features}")
    print(f"GPOS latn default features: {font.gpos_all}")
    print(f"  default-on present: {font.gpos_features}")
    for index in sorted({i for tag, lk in font.gsub_features if tag == 'liga' for i in lk}):
        for st in subtables(font.gsub.LookupList.Lookup[index]):
            for first, ligs in st.ligatures.items():
                for lig in ligs:
                    print(f"  liga lookup {index}: {'+'.join([first] + list(lig.Component))} -> {lig.LigGlyph}")

    chars = sorted({c for s in STRINGS for c in s})
    print("\nAdvances (font units):")
    for c in chars:
        g = font.cmap[ord(c)]
        print(f"  {c!r:6} {g:12} {font.advance(g)}")
    for g in sorted({g for r in results for g in r["glyphs"]} - {font.cmap[ord(c)] for c in chars}):
        print(f"  {'(lig)':6} {g:12} {font.advance(g)}")

    print("\n{:26} {:>7} {:>9} {:>8}  {}".format("string", "kerned", "unkerned", "nominal", "pairs / GSUB"))
    problems = 0
    for r in results:
        pairs = ", ".join(f"{a}+{b} {v:+d}" for _, a, b, v in r["pairs"])
        gsub = "; ".join(f"GSUB L{i}: {src} -> {dst}" for i, src, dst in r["gsub"])
        print(f"{r['text']!r:26} {r['kerned']:7} {r['unkerned']:9} {r['nominal']:8}  {pairs}{'  ' + gsub if gsub else ''}")
        if any(dst == "CHAIN-CONTEXT MATCH" or "unchecked" in str(dst) for _, _, dst in r["gsub"]):
            print("    !! a chain-context lookup matched; nested lookups not applied")
            problems += 1
        legacy = r["legacy"]
        if legacy is not None and legacy != r["kerned"] - r["unkerned"]:
            print(f"    note: legacy 'kern' table would give {r['unkerned'] + legacy}")
        hb_k, hb_u = harfbuzz_advance(r["text"]), harfbuzz_advance(r["text"], kern=False)
        if hb_k is not None and (hb_k, hb_u) != (r["kerned"], r["unkerned"]):
            print(f"    !! HarfBuzz disagrees: kerned {hb_k}, unkerned {hb_u}")
            problems += 1
        hb_d = harfbuzz_advance(r["text"], script="Zyyy")
        if hb_d is not None and hb_d != r["kerned"]:
            print(f"    note: with script Common/DFLT HarfBuzz gives {hb_d}")
    if harfbuzz_advance("A") is None:
        print("\n(uharfbuzz not installed: no cross-check)")
    else:
        print(f"\nHarfBuzz cross-check: {'OK' if problems == 0 else f'{problems} problem(s)'}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
