#!/usr/bin/env node
/**
 * Generates the site's illustrative images offline.
 *
 *   node scripts/generate-images.mjs
 *
 * Every image is a hand-written SVG (flat-vector style, brand palette, no
 * text except on the Open Graph card) rasterised with `sharp` (librsvg).
 * Output is deterministic: re-running produces the same files.
 *
 * Writes:
 *   public/images/services/*.jpg   1200x800 service illustrations
 *   public/images/hero.jpg         1600x1000 home-page hero
 *   public/images/about.jpg        1200x800 team collaboration
 *   public/images/og.png           1200x630 Open Graph card
 *   public/images/loader.svg       64x64 animated spinner
 *   app/icon.svg                   favicon monogram
 *   lib/own-data/db/seed-images/*.jpg       1200x675 demo news images
 *
 * The handshake glyph reuses the path data of the Lucide "handshake" icon
 * (https://lucide.dev, ISC licence).
 */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/* ------------------------------------------------------------------ */
/* Palette                                                             */
/* ------------------------------------------------------------------ */
const C = {
  navy: '#0f2a4a',
  navyDeep: '#0a1f38',
  navyMid: '#16395f',
  navySoft: '#24507e',
  teal: '#0f766e',
  tealMid: '#139488',
  tealLight: '#5eead4',
  tealPale: '#ccf1ec',
  amber: '#f59e0b',
  amberLight: '#fcd34d',
  amberPale: '#fdecc8',
  off: '#f8fafc',
  slate: '#334155',
  slateMid: '#64748b',
  slateLight: '#cbd5e1',
  mist: '#e2e8f0',
  white: '#ffffff',
};

const SKIN = ['#f2c6a0', '#d39a6f', '#a8724c', '#7a4e33'];

/* ------------------------------------------------------------------ */
/* Small helpers                                                        */
/* ------------------------------------------------------------------ */

/** Deterministic PRNG (mulberry32) so the output never changes between runs. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r2 = (n) => Math.round(n * 100) / 100;

/** Shared <defs>: gradients and a soft drop shadow. */
function defs(extra = '') {
  return `<defs>
  <linearGradient id="bgLight" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.off}"/>
    <stop offset="1" stop-color="#e3edf4"/>
  </linearGradient>
  <linearGradient id="bgNavy" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.navyDeep}"/>
    <stop offset="1" stop-color="${C.navyMid}"/>
  </linearGradient>
  <linearGradient id="gTeal" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#14a394"/>
    <stop offset="1" stop-color="${C.teal}"/>
  </linearGradient>
  <linearGradient id="gNavy" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.navySoft}"/>
    <stop offset="1" stop-color="${C.navy}"/>
  </linearGradient>
  <linearGradient id="gAmber" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${C.amberLight}"/>
    <stop offset="1" stop-color="${C.amber}"/>
  </linearGradient>
  <linearGradient id="gCard" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${C.white}"/>
    <stop offset="1" stop-color="#f1f5f9"/>
  </linearGradient>
  <radialGradient id="gGlow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${C.tealLight}" stop-opacity="0.35"/>
    <stop offset="1" stop-color="${C.tealLight}" stop-opacity="0"/>
  </radialGradient>
  <pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse">
    <circle cx="3" cy="3" r="2.2" fill="${C.navy}" fill-opacity="0.13"/>
  </pattern>
  <pattern id="dotsLight" width="22" height="22" patternUnits="userSpaceOnUse">
    <circle cx="3" cy="3" r="2.2" fill="${C.white}" fill-opacity="0.12"/>
  </pattern>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feDropShadow dx="0" dy="10" stdDeviation="14" flood-color="${C.navy}" flood-opacity="0.16"/>
  </filter>
  <filter id="shadowSm" x="-20%" y="-20%" width="140%" height="160%">
    <feDropShadow dx="0" dy="5" stdDeviation="7" flood-color="${C.navy}" flood-opacity="0.18"/>
  </filter>
  ${extra}
</defs>`;
}

function svgDoc(w, h, body, extraDefs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(extraDefs)}${body}</svg>`;
}

/** Light backdrop with soft blobs, a dot grid and a few geometric accents. */
function lightBackdrop(w, h, seed = 1) {
  const R = rng(seed);
  const cx = w * 0.5;
  const cy = h * 0.52;
  const accents = [];
  // plus signs
  for (let i = 0; i < 4; i++) {
    const x = r2(w * (0.06 + R() * 0.88));
    const y = r2(h * (0.08 + R() * 0.84));
    if (Math.abs(x - cx) < w * 0.3 && Math.abs(y - cy) < h * 0.3) continue;
    const col = [C.teal, C.amber, C.navySoft][i % 3];
    accents.push(
      `<path d="M${x - 9} ${y}H${x + 9}M${x} ${y - 9}V${y + 9}" stroke="${col}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`,
    );
  }
  return `
  <rect width="${w}" height="${h}" fill="url(#bgLight)"/>
  <circle cx="${r2(w * 0.86)}" cy="${r2(h * 0.12)}" r="${r2(h * 0.36)}" fill="${C.tealPale}" opacity="0.55"/>
  <circle cx="${r2(w * 0.1)}" cy="${r2(h * 0.95)}" r="${r2(h * 0.3)}" fill="${C.amberPale}" opacity="0.6"/>
  <rect x="${r2(w * 0.04)}" y="${r2(h * 0.07)}" width="${r2(w * 0.17)}" height="${r2(h * 0.2)}" fill="url(#dots)"/>
  <rect x="${r2(w * 0.8)}" y="${r2(h * 0.72)}" width="${r2(w * 0.16)}" height="${r2(h * 0.2)}" fill="url(#dots)"/>
  <circle cx="${cx}" cy="${cy}" r="${r2(h * 0.42)}" fill="${C.white}" opacity="0.75"/>
  <circle cx="${r2(w * 0.93)}" cy="${r2(h * 0.55)}" r="22" fill="none" stroke="${C.amber}" stroke-width="5" opacity="0.5"/>
  <circle cx="${r2(w * 0.07)}" cy="${r2(h * 0.45)}" r="14" fill="none" stroke="${C.teal}" stroke-width="5" opacity="0.45"/>
  ${accents.join('\n')}
  <ellipse cx="${cx}" cy="${r2(h * 0.86)}" rx="${r2(w * 0.34)}" ry="${r2(h * 0.035)}" fill="${C.navy}" opacity="0.08"/>`;
}

/** Dark navy backdrop, used for the security themed images. */
function navyBackdrop(w, h) {
  const rings = [0.22, 0.34, 0.46, 0.6]
    .map(
      (k, i) =>
        `<circle cx="${w / 2}" cy="${h / 2}" r="${r2(h * k)}" fill="none" stroke="${C.tealLight}" stroke-opacity="${0.12 - i * 0.02}" stroke-width="2"/>`,
    )
    .join('');
  return `
  <rect width="${w}" height="${h}" fill="url(#bgNavy)"/>
  <rect x="${r2(w * 0.03)}" y="${r2(h * 0.06)}" width="${r2(w * 0.2)}" height="${r2(h * 0.24)}" fill="url(#dotsLight)"/>
  <rect x="${r2(w * 0.78)}" y="${r2(h * 0.7)}" width="${r2(w * 0.2)}" height="${r2(h * 0.24)}" fill="url(#dotsLight)"/>
  <circle cx="${w / 2}" cy="${h / 2}" r="${r2(h * 0.5)}" fill="url(#gGlow)"/>
  ${rings}`;
}

function card(x, y, w, h, rx = 20, fill = 'url(#gCard)', filter = 'shadow') {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${filter ? ` filter="url(#${filter})"` : ''}/>`;
}

/** A run of placeholder "text" lines. */
function lines(x, y, widths, gap = 26, h = 12, color = C.slateLight) {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`,
    )
    .join('');
}

/** Speech bubble with a tail. */
function bubble(x, y, w, h, fill, tail = 'left', filter = 'shadowSm') {
  const t =
    tail === 'left'
      ? `M${x + 34} ${y + h - 2} L${x + 18} ${y + h + 30} L${x + 70} ${y + h - 2} Z`
      : `M${x + w - 34} ${y + h - 2} L${x + w - 18} ${y + h + 30} L${x + w - 70} ${y + h - 2} Z`;
  return `<g filter="url(#${filter})"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(30, h / 2)}" fill="${fill}"/><path d="${t}" fill="${fill}"/></g>`;
}

/** Solid silhouette of a person (head + shoulders). (cx, cy) is the head centre. */
function silhouette(cx, cy, s, color) {
  const hr = 30 * s;
  const sw = 62 * s;
  const top = cy + hr + 10 * s;
  const bottom = cy + hr + 105 * s;
  return `<g>
    <circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(hr)}" fill="${color}"/>
    <path d="M${r2(cx - sw)} ${r2(bottom)} V${r2(top + 40 * s)} Q${r2(cx - sw)} ${r2(top)} ${r2(cx - sw + 40 * s)} ${r2(top)} H${r2(cx + sw - 40 * s)} Q${r2(cx + sw)} ${r2(top)} ${r2(cx + sw)} ${r2(top + 40 * s)} V${r2(bottom)} Z" fill="${color}"/>
  </g>`;
}

/** Friendly flat person bust with skin tone, hair and top colour. */
function person(
  cx,
  cy,
  s,
  { skin = SKIN[0], hair = C.navy, top = C.teal, hairStyle = 'short' } = {},
) {
  const hr = 30 * s;
  const sw = 64 * s;
  const top0 = cy + hr + 8 * s;
  const bottom = cy + hr + 110 * s;
  let hairPath;
  if (hairStyle === 'long') {
    hairPath = `<path d="M${r2(cx - hr - 4 * s)} ${r2(cy + hr * 1.25)} V${r2(cy)} A${r2(hr + 4 * s)} ${r2(hr + 4 * s)} 0 0 1 ${r2(cx + hr + 4 * s)} ${r2(cy)} V${r2(cy + hr * 1.25)} Z" fill="${hair}"/>`;
  } else if (hairStyle === 'bun') {
    hairPath = `<circle cx="${r2(cx)}" cy="${r2(cy - hr - 6 * s)}" r="${r2(12 * s)}" fill="${hair}"/><path d="M${r2(cx - hr - 2 * s)} ${r2(cy + 2 * s)} A${r2(hr + 2 * s)} ${r2(hr + 2 * s)} 0 0 1 ${r2(cx + hr + 2 * s)} ${r2(cy + 2 * s)} Z" fill="${hair}"/>`;
  } else {
    hairPath = `<path d="M${r2(cx - hr - 1 * s)} ${r2(cy + 2 * s)} A${r2(hr + 1 * s)} ${r2(hr + 1 * s)} 0 0 1 ${r2(cx + hr + 1 * s)} ${r2(cy + 2 * s)} Q${r2(cx + hr * 0.25)} ${r2(cy - hr * 1.15)} ${r2(cx - hr - 1 * s)} ${r2(cy + 2 * s)} Z" fill="${hair}"/>`;
  }
  const back = hairStyle === 'long' ? hairPath : '';
  const front =
    hairStyle === 'long'
      ? `<path d="M${r2(cx - hr)} ${r2(cy - 4 * s)} A${r2(hr)} ${r2(hr)} 0 0 1 ${r2(cx + hr)} ${r2(cy - 4 * s)} Q${r2(cx + 4 * s)} ${r2(cy - hr * 0.5)} ${r2(cx - hr)} ${r2(cy - 4 * s)} Z" fill="${hair}"/>`
      : hairPath;
  return `<g>
    ${back}
    <rect x="${r2(cx - 10 * s)}" y="${r2(cy + hr - 8 * s)}" width="${r2(20 * s)}" height="${r2(22 * s)}" fill="${skin}"/>
    <path d="M${r2(cx - sw)} ${r2(bottom)} V${r2(top0 + 42 * s)} Q${r2(cx - sw)} ${r2(top0)} ${r2(cx - sw + 42 * s)} ${r2(top0)} H${r2(cx + sw - 42 * s)} Q${r2(cx + sw)} ${r2(top0)} ${r2(cx + sw)} ${r2(top0 + 42 * s)} V${r2(bottom)} Z" fill="${top}"/>
    <path d="M${r2(cx - 14 * s)} ${r2(top0)} L${r2(cx)} ${r2(top0 + 18 * s)} L${r2(cx + 14 * s)} ${r2(top0)} Z" fill="${skin}"/>
    <circle cx="${r2(cx)}" cy="${r2(cy)}" r="${r2(hr)}" fill="${skin}"/>
    ${front}
  </g>`;
}

/** Check mark path centred at (cx, cy). */
function check(cx, cy, s, color, width = 6) {
  return `<path d="M${r2(cx - 10 * s)} ${r2(cy)} L${r2(cx - 3 * s)} ${r2(cy + 7 * s)} L${r2(cx + 11 * s)} ${r2(cy - 8 * s)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Five-point star. */
function star(cx, cy, r, color) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${r2(cx + rad * Math.cos(a))},${r2(cy + rad * Math.sin(a))}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${color}"/>`;
}

/** Pie-chart wedge. Angles in degrees, 0 = 12 o'clock, clockwise. */
function wedge(cx, cy, r, a0, a1, fill) {
  const p = (a) => {
    const t = ((a - 90) * Math.PI) / 180;
    return `${r2(cx + r * Math.cos(t))} ${r2(cy + r * Math.sin(t))}`;
  };
  const large = a1 - a0 > 180 ? 1 : 0;
  return `<path d="M${cx} ${cy} L${p(a0)} A${r} ${r} 0 ${large} 1 ${p(a1)} Z" fill="${fill}"/>`;
}

/** Shield outline centred horizontally on cx, top at y, width w. */
function shieldPath(cx, y, w) {
  const h = w * 1.2;
  const hw = w / 2;
  return `M${r2(cx)} ${r2(y)} L${r2(cx + hw)} ${r2(y + h * 0.14)} V${r2(y + h * 0.45)} C${r2(cx + hw)} ${r2(y + h * 0.72)} ${r2(cx + hw * 0.55)} ${r2(y + h * 0.9)} ${r2(cx)} ${r2(y + h)} C${r2(cx - hw * 0.55)} ${r2(y + h * 0.9)} ${r2(cx - hw)} ${r2(y + h * 0.72)} ${r2(cx - hw)} ${r2(y + h * 0.45)} V${r2(y + h * 0.14)} Z`;
}

/** Padlock centred at (cx, cy), scale s (body is 120*s wide). */
function padlock(cx, cy, s, body = 'url(#gAmber)', shackle = C.off, hole = C.navy) {
  const bw = 120 * s;
  const bh = 96 * s;
  const bx = cx - bw / 2;
  const by = cy - bh / 2 + 14 * s;
  const sr = 34 * s;
  return `<g>
    <path d="M${r2(cx - sr)} ${r2(by + 4 * s)} V${r2(by - 22 * s)} A${r2(sr)} ${r2(sr)} 0 0 1 ${r2(cx + sr)} ${r2(by - 22 * s)} V${r2(by + 4 * s)}" fill="none" stroke="${shackle}" stroke-width="${r2(16 * s)}" stroke-linecap="round"/>
    <rect x="${r2(bx)}" y="${r2(by)}" width="${r2(bw)}" height="${r2(bh)}" rx="${r2(16 * s)}" fill="${body}"/>
    <circle cx="${r2(cx)}" cy="${r2(by + bh * 0.42)}" r="${r2(12 * s)}" fill="${hole}"/>
    <rect x="${r2(cx - 5 * s)}" y="${r2(by + bh * 0.42)}" width="${r2(10 * s)}" height="${r2(28 * s)}" rx="${r2(5 * s)}" fill="${hole}"/>
  </g>`;
}

/** Simple document card with a folded corner and lines. */
function documentCard(x, y, w, h, { accent = C.teal, rotate = 0, filter = 'shadowSm' } = {}) {
  const fold = Math.min(w, h) * 0.18;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const lw = w - 60;
  return `<g transform="rotate(${rotate} ${r2(cx)} ${r2(cy)})" filter="url(#${filter})">
    <path d="M${x} ${y + 12} Q${x} ${y} ${x + 12} ${y} H${r2(x + w - fold)} L${x + w} ${r2(y + fold)} V${y + h - 12} Q${x + w} ${y + h} ${x + w - 12} ${y + h} H${x + 12} Q${x} ${y + h} ${x} ${y + h - 12} Z" fill="${C.white}"/>
    <path d="M${r2(x + w - fold)} ${y} V${r2(y + fold)} H${x + w} Z" fill="${C.slateLight}"/>
    <rect x="${x + 30}" y="${y + 34}" width="${r2(lw * 0.55)}" height="14" rx="7" fill="${accent}"/>
    ${lines(x + 30, y + 70, [lw, lw * 0.85, lw * 0.92, lw * 0.6].map(r2), 24, 10)}
  </g>`;
}

/** Top-down aeroplane pointing along +x, centred on the origin. */
function plane(color = C.navy) {
  return `<g fill="${color}">
    <path d="M-46 -7 H30 Q54 0 30 7 H-46 Q-52 0 -46 -7 Z"/>
    <path d="M-4 -6 L-26 -52 H-14 L20 -6 Z"/>
    <path d="M-4 6 L-26 52 H-14 L20 6 Z"/>
    <path d="M-38 -6 L-50 -24 H-42 L-28 -6 Z"/>
    <path d="M-38 6 L-50 24 H-42 L-28 6 Z"/>
  </g>`;
}

/** Map pin with its tip at (x, y). */
function pin(x, y, s, color, dot = C.white) {
  return `<g>
    <path d="M${x} ${y} C${r2(x - 8 * s)} ${r2(y - 16 * s)} ${r2(x - 24 * s)} ${r2(y - 26 * s)} ${r2(x - 24 * s)} ${r2(y - 42 * s)} A${r2(24 * s)} ${r2(24 * s)} 0 0 1 ${r2(x + 24 * s)} ${r2(y - 42 * s)} C${r2(x + 24 * s)} ${r2(y - 26 * s)} ${r2(x + 8 * s)} ${r2(y - 16 * s)} ${x} ${y} Z" fill="${color}"/>
    <circle cx="${x}" cy="${r2(y - 42 * s)}" r="${r2(9 * s)}" fill="${dot}"/>
  </g>`;
}

/** Lucide "handshake" glyph (ISC) drawn as strokes inside a 24x24 box. */
function handshakeGlyph(x, y, size, color, sw = 1.6) {
  const k = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${r2(k)})" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round">
    <path d="m11 17 2 2a1 1 0 1 0 3-3"/>
    <path d="m14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4"/>
    <path d="m21 3 1 11h-2"/>
    <path d="M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3"/>
    <path d="M3 4h8"/>
  </g>`;
}

/* ------------------------------------------------------------------ */
/* Service illustrations (1200 x 800)                                   */
/* ------------------------------------------------------------------ */
const W = 1200;
const H = 800;

function callHandling() {
  const body = `
  ${lightBackdrop(W, H, 11)}
  <!-- headset -->
  <g filter="url(#shadow)">
    <path d="M318 450 V400 A172 172 0 0 1 662 400 V450" fill="none" stroke="${C.navy}" stroke-width="34" stroke-linecap="round"/>
    <path d="M350 420 A140 140 0 0 1 630 420" fill="none" stroke="${C.navySoft}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>
    <rect x="272" y="410" width="92" height="156" rx="40" fill="url(#gNavy)"/>
    <rect x="300" y="428" width="50" height="120" rx="25" fill="url(#gTeal)"/>
    <rect x="616" y="410" width="92" height="156" rx="40" fill="url(#gNavy)"/>
    <rect x="630" y="428" width="50" height="120" rx="25" fill="url(#gTeal)"/>
    <path d="M650 560 Q652 648 548 650" fill="none" stroke="${C.slate}" stroke-width="14" stroke-linecap="round"/>
    <rect x="478" y="628" width="82" height="44" rx="22" fill="url(#gAmber)"/>
  </g>
  <!-- sound waves from the mic -->
  <path d="M452 620 A40 40 0 0 0 452 680" fill="none" stroke="${C.amber}" stroke-width="6" stroke-linecap="round" opacity="0.8"/>
  <path d="M428 604 A64 64 0 0 0 428 696" fill="none" stroke="${C.amber}" stroke-width="6" stroke-linecap="round" opacity="0.45"/>
  <!-- call bubbles -->
  ${bubble(720, 150, 300, 140, 'url(#gTeal)', 'left')}
  <circle cx="810" cy="220" r="14" fill="${C.white}"/>
  <circle cx="870" cy="220" r="14" fill="${C.white}" opacity="0.8"/>
  <circle cx="930" cy="220" r="14" fill="${C.white}" opacity="0.6"/>
  ${bubble(770, 360, 320, 130, C.white, 'right')}
  <circle cx="830" cy="425" r="32" fill="${C.amberPale}"/>
  <circle cx="830" cy="414" r="11" fill="${C.amber}"/>
  <path d="M810 444 Q830 424 850 444 Z" fill="${C.amber}"/>
  ${lines(884, 400, [170, 120, 150], 24, 11)}
  ${bubble(730, 560, 220, 100, 'url(#gAmber)', 'left')}
  ${check(840, 610, 1.6, C.white, 9)}
  <!-- small phone ring accent -->
  <g transform="translate(1040 600)">
    <circle r="46" fill="${C.navy}"/>
    <path d="M-16 -20 Q-22 -14 -18 -2 Q-10 16 8 22 Q18 24 22 16 L14 8 Q10 6 6 10 Q-6 6 -10 -8 Q-6 -12 -8 -16 Z" fill="${C.white}"/>
    <path d="M6 -22 A18 18 0 0 1 22 -6" fill="none" stroke="${C.tealLight}" stroke-width="4" stroke-linecap="round"/>
    <path d="M6 -32 A28 28 0 0 1 32 -6" fill="none" stroke="${C.tealLight}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>
  </g>`;
  return svgDoc(W, H, body);
}

function recruitment() {
  const body = `
  ${lightBackdrop(W, H, 22)}
  <!-- CV -->
  ${card(300, 130, 360, 500, 24)}
  <rect x="300" y="130" width="360" height="120" rx="24" fill="url(#gNavy)"/>
  <rect x="300" y="200" width="360" height="50" fill="url(#gNavy)"/>
  <circle cx="380" cy="250" r="54" fill="${C.white}"/>
  <circle cx="380" cy="250" r="46" fill="${C.tealPale}"/>
  <clipPath id="photo"><circle cx="380" cy="250" r="46"/></clipPath>
  <g clip-path="url(#photo)">${silhouette(380, 238, 0.62, C.teal)}</g>
  <rect x="452" y="168" width="160" height="16" rx="8" fill="${C.white}"/>
  <rect x="452" y="198" width="110" height="11" rx="5.5" fill="${C.white}" opacity="0.55"/>
  ${[0, 1, 2].map((i) => `<circle cx="350" cy="${340 + i * 52}" r="9" fill="${C.amber}"/>${lines(372, 334 + i * 52, [200 - i * 30], 0, 12)}`).join('')}
  <rect x="336" y="500" width="120" height="12" rx="6" fill="${C.teal}"/>
  ${lines(336, 528, [280, 240, 260], 24, 10)}
  <!-- magnifying glass -->
  <g filter="url(#shadow)">
    <path d="M756 586 L820 650" stroke="${C.navy}" stroke-width="34" stroke-linecap="round"/>
    <circle cx="680" cy="510" r="92" fill="${C.white}" fill-opacity="0.7" stroke="${C.navy}" stroke-width="22"/>
  </g>
  ${check(680, 512, 2.6, C.teal, 14)}
  <!-- candidates -->
  <g>
    ${silhouette(890, 300, 0.85, C.slateMid)}
    ${silhouette(1070, 300, 0.85, C.teal)}
    ${silhouette(980, 250, 1.05, C.navy)}
  </g>
  <circle cx="1040" cy="205" r="28" fill="url(#gAmber)" filter="url(#shadowSm)"/>
  ${star(1040, 206, 17, C.white)}
  ${star(840, 190, 12, C.amber)}
  ${star(1120, 230, 9, C.teal)}
  <rect x="850" y="440" width="220" height="12" rx="6" fill="${C.slateLight}"/>
  <rect x="850" y="440" width="150" height="12" rx="6" fill="${C.teal}"/>
  <rect x="850" y="470" width="220" height="12" rx="6" fill="${C.slateLight}"/>
  <rect x="850" y="470" width="185" height="12" rx="6" fill="${C.amber}"/>`;
  return svgDoc(W, H, body);
}

function consulting() {
  const bars = [
    [250, 90],
    [320, 140],
    [390, 120],
    [460, 190],
    [530, 240],
  ];
  const baseY = 560;
  const barSvg = bars
    .map(
      ([x, h], i) =>
        `<rect x="${x}" y="${baseY - h}" width="44" height="${h}" rx="10" fill="${i === bars.length - 1 ? 'url(#gAmber)' : i % 2 ? 'url(#gTeal)' : 'url(#gNavy)'}"/>`,
    )
    .join('');
  const pts = bars.map(([x, h]) => [x + 22, baseY - h - 60]);
  const poly = pts.map((p) => p.join(',')).join(' ');
  const body = `
  ${lightBackdrop(W, H, 33)}
  <!-- dashboard -->
  ${card(190, 170, 480, 440, 24)}
  <circle cx="226" cy="204" r="8" fill="${C.amber}"/>
  <circle cx="252" cy="204" r="8" fill="${C.teal}"/>
  <circle cx="278" cy="204" r="8" fill="${C.slateLight}"/>
  <rect x="230" y="240" width="140" height="14" rx="7" fill="${C.navy}"/>
  <rect x="230" y="266" width="90" height="10" rx="5" fill="${C.slateLight}"/>
  <path d="M230 ${baseY + 0.5} H630" stroke="${C.mist}" stroke-width="3"/>
  <path d="M230 ${baseY - 100} H630 M230 ${baseY - 200} H630" stroke="${C.mist}" stroke-width="2" stroke-dasharray="6 8"/>
  ${barSvg}
  <polyline points="${poly}" fill="none" stroke="${C.amber}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
  ${pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${C.white}" stroke="${C.amber}" stroke-width="5"/>`).join('')}
  <path d="M${pts[4][0] + 16} ${pts[4][1] - 30} l30 -6 l-10 28 z" fill="${C.amber}"/>
  <path d="M${pts[4][0] + 8} ${pts[4][1] - 8} L${pts[4][0] + 32} ${pts[4][1] - 26}" stroke="${C.amber}" stroke-width="6" stroke-linecap="round"/>
  <!-- pie chart -->
  ${card(720, 150, 300, 250, 24)}
  ${wedge(815, 275, 80, 0, 150, C.teal)}
  ${wedge(815, 275, 80, 150, 260, C.navy)}
  ${wedge(815, 275, 80, 260, 360, C.amber)}
  <circle cx="815" cy="275" r="36" fill="${C.white}"/>
  <rect x="920" y="225" width="16" height="16" rx="4" fill="${C.teal}"/><rect x="944" y="228" width="50" height="10" rx="5" fill="${C.slateLight}"/>
  <rect x="920" y="265" width="16" height="16" rx="4" fill="${C.navy}"/><rect x="944" y="268" width="40" height="10" rx="5" fill="${C.slateLight}"/>
  <rect x="920" y="305" width="16" height="16" rx="4" fill="${C.amber}"/><rect x="944" y="308" width="46" height="10" rx="5" fill="${C.slateLight}"/>
  <!-- handshake badge -->
  <circle cx="870" cy="560" r="118" fill="url(#gTeal)" filter="url(#shadow)"/>
  <circle cx="870" cy="560" r="98" fill="none" stroke="${C.white}" stroke-opacity="0.25" stroke-width="3"/>
  ${handshakeGlyph(870 - 78, 560 - 78, 156, C.white, 1.5)}
  <circle cx="978" cy="470" r="30" fill="url(#gAmber)" filter="url(#shadowSm)"/>
  ${check(978, 471, 1.1, C.white, 6)}`;
  return svgDoc(W, H, body);
}

function businessSupport() {
  const cells = [];
  const gx = 330;
  const gy = 310;
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 5; c++) {
      const i = r * 5 + c;
      let fill = C.mist;
      if ([3, 11, 17].includes(i)) fill = C.tealPale;
      if (i === 8) fill = 'url(#gTeal)';
      if (i === 14) fill = 'url(#gAmber)';
      cells.push(
        `<rect x="${gx + c * 72}" y="${gy + r * 64}" width="56" height="48" rx="10" fill="${fill}"/>`,
      );
      if (i === 8) cells.push(check(gx + c * 72 + 28, gy + r * 64 + 24, 1.1, C.white, 5));
    }
  }
  const body = `
  ${lightBackdrop(W, H, 44)}
  <!-- documents behind -->
  ${documentCard(760, 170, 230, 290, { accent: C.navy, rotate: 8 })}
  ${documentCard(720, 200, 230, 290, { accent: C.teal, rotate: -4 })}
  <!-- calendar -->
  ${card(300, 170, 400, 440, 26)}
  <path d="M300 196 Q300 170 326 170 H674 Q700 170 700 196 V270 H300 Z" fill="url(#gNavy)"/>
  <rect x="380" y="146" width="22" height="56" rx="11" fill="url(#gAmber)"/>
  <rect x="598" y="146" width="22" height="56" rx="11" fill="url(#gAmber)"/>
  <rect x="340" y="218" width="130" height="14" rx="7" fill="${C.white}" opacity="0.9"/>
  <rect x="340" y="242" width="80" height="10" rx="5" fill="${C.white}" opacity="0.5"/>
  ${cells.join('')}
  <!-- clock -->
  <g filter="url(#shadow)">
    <circle cx="860" cy="580" r="92" fill="${C.white}"/>
  </g>
  <circle cx="860" cy="580" r="78" fill="none" stroke="${C.teal}" stroke-width="10"/>
  ${Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r0 = i % 3 === 0 ? 52 : 58;
    return `<path d="M${r2(860 + r0 * Math.sin(a))} ${r2(580 - r0 * Math.cos(a))} L${r2(860 + 64 * Math.sin(a))} ${r2(580 - 64 * Math.cos(a))}" stroke="${C.slateLight}" stroke-width="4" stroke-linecap="round"/>`;
  }).join('')}
  <path d="M860 580 V532" stroke="${C.navy}" stroke-width="9" stroke-linecap="round"/>
  <path d="M860 580 L894 600" stroke="${C.amber}" stroke-width="8" stroke-linecap="round"/>
  <circle cx="860" cy="580" r="9" fill="${C.navy}"/>
  <!-- coffee mug -->
  <g transform="translate(170 520)">
    <path d="M0 0 H80 V70 Q80 96 54 96 H26 Q0 96 0 70 Z" fill="url(#gTeal)"/>
    <path d="M80 18 H92 Q112 18 112 40 Q112 62 92 62 H80" fill="none" stroke="${C.teal}" stroke-width="10"/>
    <path d="M22 -18 Q30 -30 22 -42 M44 -14 Q52 -28 44 -40" fill="none" stroke="${C.slateLight}" stroke-width="5" stroke-linecap="round"/>
  </g>`;
  return svgDoc(W, H, body);
}

function cyberRisk() {
  const nodes = [
    [140, 180],
    [260, 120],
    [180, 420],
    [110, 600],
    [300, 680],
    [1060, 160],
    [930, 110],
    [1090, 400],
    [1010, 640],
    [860, 700],
  ];
  const circuits = [
    'M470 330 H330 L260 260 V120',
    'M470 400 H300 L180 420',
    'M480 500 H380 L300 580 V680',
    'M440 450 H210 L110 600',
    'M730 330 H880 L930 280 V110',
    'M730 400 H920 L1090 400',
    'M720 500 H820 L900 580 V700',
    'M760 450 H960 L1010 500 V640',
    'M330 330 L140 180',
    'M880 330 L1060 160',
  ];
  const body = `
  ${navyBackdrop(W, H)}
  ${circuits.map((d) => `<path d="${d}" fill="none" stroke="${C.tealLight}" stroke-opacity="0.35" stroke-width="3" stroke-linejoin="round"/>`).join('')}
  ${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 10 : 7}" fill="${i % 4 === 0 ? C.amber : C.navy}" stroke="${i % 4 === 0 ? C.amber : C.tealLight}" stroke-width="3"/>`).join('')}
  <!-- shield -->
  <path d="${shieldPath(600, 170, 340)}" fill="${C.navyDeep}" opacity="0.45" transform="translate(0 16)"/>
  <path d="${shieldPath(600, 170, 340)}" fill="url(#gTeal)"/>
  <path d="${shieldPath(600, 198, 284)}" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="5"/>
  <path d="M600 170 L770 217.6 V323 C770 414.8 708.5 475.9 600 578 Z" fill="${C.navyDeep}" opacity="0.12"/>
  ${padlock(600, 392, 1.15)}
  <!-- small floating badges -->
  <g transform="translate(250 300)"><rect x="-44" y="-32" width="88" height="64" rx="14" fill="${C.navyMid}" stroke="${C.tealLight}" stroke-opacity="0.5" stroke-width="2"/>${check(0, 0, 1.3, C.tealLight, 6)}</g>
  <g transform="translate(960 520)"><rect x="-44" y="-32" width="88" height="64" rx="14" fill="${C.navyMid}" stroke="${C.amber}" stroke-opacity="0.6" stroke-width="2"/>
    <path d="M0 -18 L20 16 H-20 Z" fill="none" stroke="${C.amber}" stroke-width="5" stroke-linejoin="round"/><path d="M0 -4 V5" stroke="${C.amber}" stroke-width="4" stroke-linecap="round"/><circle cx="0" cy="11" r="2.5" fill="${C.amber}"/></g>
  <g transform="translate(960 230)"><rect x="-54" y="-26" width="108" height="52" rx="26" fill="${C.navyMid}" stroke="${C.tealLight}" stroke-opacity="0.5" stroke-width="2"/>
    ${[-28, -10, 8, 26].map((x) => `<circle cx="${x}" cy="0" r="6" fill="${C.tealLight}"/>`).join('')}</g>`;
  return svgDoc(W, H, body);
}

function diasporaRelocation() {
  const gx = 500;
  const gy = 430;
  const gr = 230;
  const extra = `<clipPath id="globeClip"><circle cx="${gx}" cy="${gy}" r="${gr}"/></clipPath>
  <radialGradient id="gGlobe" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="#1aa89a"/>
    <stop offset="1" stop-color="${C.navy}"/>
  </radialGradient>`;
  const body = `
  ${lightBackdrop(W, H, 55)}
  <!-- clouds -->
  <g fill="${C.white}">
    <path d="M860 190 a30 30 0 0 1 56 -14 a40 40 0 0 1 74 20 a24 24 0 0 1 -4 48 H872 a28 28 0 0 1 -12 -54 z"/>
    <path d="M150 250 a24 24 0 0 1 44 -10 a30 30 0 0 1 56 16 a18 18 0 0 1 -2 36 H160 a22 22 0 0 1 -10 -42 z"/>
  </g>
  <!-- globe -->
  <circle cx="${gx}" cy="${gy}" r="${gr + 14}" fill="${C.tealPale}"/>
  <circle cx="${gx}" cy="${gy}" r="${gr}" fill="url(#gGlobe)" filter="url(#shadow)"/>
  <g clip-path="url(#globeClip)">
    <g fill="#38b2a3" opacity="0.85">
      <path d="M330 280 Q380 230 450 250 Q500 270 480 320 Q460 360 500 390 Q520 430 470 450 Q420 470 400 430 Q380 380 330 370 Q290 330 330 280 Z"/>
      <path d="M540 240 Q600 220 660 250 Q700 280 680 320 Q640 340 600 320 Q560 300 540 240 Z"/>
      <path d="M560 420 Q620 380 680 420 Q720 470 690 540 Q650 600 600 580 Q570 540 580 490 Q540 460 560 420 Z"/>
      <path d="M360 520 Q420 500 450 540 Q470 590 420 620 Q370 630 350 590 Q330 550 360 520 Z"/>
    </g>
    <g fill="none" stroke="${C.white}" stroke-opacity="0.22" stroke-width="2.5">
      <ellipse cx="${gx}" cy="${gy}" rx="${gr * 0.35}" ry="${gr}"/>
      <ellipse cx="${gx}" cy="${gy}" rx="${gr * 0.72}" ry="${gr}"/>
      <path d="M${gx} ${gy - gr} V${gy + gr}"/>
      <path d="M${gx - gr} ${gy} H${gx + gr}"/>
      <path d="M${gx - gr} ${gy - 100} H${gx + gr} M${gx - gr} ${gy + 100} H${gx + gr}"/>
      <path d="M${gx - gr} ${gy - 180} H${gx + gr} M${gx - gr} ${gy + 180} H${gx + gr}"/>
    </g>
    <circle cx="${gx + 150}" cy="${gy + 150}" r="${gr}" fill="${C.navyDeep}" opacity="0.18"/>
  </g>
  <!-- flight path -->
  <path d="M430 330 Q620 60 940 300" fill="none" stroke="${C.amber}" stroke-width="6" stroke-dasharray="4 16" stroke-linecap="round"/>
  ${pin(430, 340, 1.1, C.amber)}
  <g transform="translate(700 178) rotate(12)">${plane(C.navy)}</g>
  <!-- destination: pin + house -->
  ${pin(940, 310, 1.25, C.teal)}
  <g transform="translate(1000 520)" filter="url(#shadowSm)">
    <path d="M-80 0 L0 -70 L80 0 Z" fill="url(#gNavy)"/>
    <rect x="-62" y="-4" width="124" height="104" rx="6" fill="${C.white}"/>
    <rect x="-20" y="40" width="40" height="60" rx="4" fill="url(#gTeal)"/>
    <rect x="-50" y="20" width="24" height="24" rx="4" fill="${C.amberPale}"/>
    <rect x="26" y="20" width="24" height="24" rx="4" fill="${C.amberPale}"/>
  </g>
  <!-- suitcase -->
  <g transform="translate(780 560)" filter="url(#shadowSm)">
    <path d="M-22 -16 V-34 Q-22 -44 -12 -44 H12 Q22 -44 22 -34 V-16" fill="none" stroke="${C.slate}" stroke-width="9"/>
    <rect x="-60" y="-16" width="120" height="130" rx="16" fill="url(#gAmber)"/>
    <rect x="-34" y="-16" width="12" height="130" fill="${C.white}" opacity="0.55"/>
    <rect x="22" y="-16" width="12" height="130" fill="${C.white}" opacity="0.55"/>
    <circle cx="-38" cy="122" r="9" fill="${C.slate}"/><circle cx="38" cy="122" r="9" fill="${C.slate}"/>
  </g>`;
  return svgDoc(W, H, body, extra);
}

function adminSupport() {
  function folder(x, y, w, h, fill, tabFill) {
    return `<g filter="url(#shadowSm)">
      <path d="M${x} ${y + 14} Q${x} ${y} ${x + 14} ${y} H${x + 110} Q${x + 124} ${y} ${x + 132} ${y + 12} L${x + 144} ${y + 30} H${x + w - 14} Q${x + w} ${y + 30} ${x + w} ${y + 44} V${y + h - 14} Q${x + w} ${y + h} ${x + w - 14} ${y + h} H${x + 14} Q${x} ${y + h} ${x} ${y + h - 14} Z" fill="${tabFill}"/>
      <rect x="${x + 16}" y="${y + 44}" width="${w - 32}" height="${h - 60}" rx="6" fill="${C.white}"/>
      <path d="M${x} ${y + 84} Q${x} ${y + 70} ${x + 14} ${y + 70} H${x + w - 14} Q${x + w} ${y + 70} ${x + w} ${y + 84} V${y + h - 14} Q${x + w} ${y + h} ${x + w - 14} ${y + h} H${x + 14} Q${x} ${y + h} ${x} ${y + h - 14} Z" fill="${fill}"/>
      <rect x="${x + w / 2 - 40}" y="${y + 120}" width="80" height="14" rx="7" fill="${C.white}" opacity="0.7"/>
    </g>`;
  }
  const rows = [0, 1, 2, 3, 4].map((i) => {
    const y = 300 + i * 62;
    const done = i < 3;
    return `<rect x="744" y="${y - 20}" width="40" height="40" rx="10" fill="${done ? 'url(#gTeal)' : C.white}" stroke="${done ? 'none' : C.slateLight}" stroke-width="4"/>
      ${done ? check(764, y, 1.05, C.white, 5) : ''}
      <rect x="804" y="${y - 8}" width="${[170, 140, 190, 120, 160][i]}" height="14" rx="7" fill="${done ? C.slateLight : C.mist}"/>`;
  });
  const body = `
  ${lightBackdrop(W, H, 66)}
  <!-- stacked folders -->
  ${folder(200, 250, 380, 300, 'url(#gNavy)', C.navySoft)}
  ${folder(230, 330, 380, 300, 'url(#gTeal)', '#0c5f59')}
  ${folder(260, 410, 380, 250, 'url(#gAmber)', '#d98a06')}
  <!-- clipboard checklist -->
  <g filter="url(#shadow)">
    <rect x="700" y="170" width="340" height="500" rx="26" fill="url(#gNavy)"/>
  </g>
  <rect x="722" y="212" width="296" height="436" rx="14" fill="${C.white}"/>
  <rect x="800" y="150" width="140" height="56" rx="16" fill="url(#gAmber)"/>
  <circle cx="870" cy="166" r="10" fill="${C.navy}"/>
  <rect x="744" y="236" width="150" height="14" rx="7" fill="${C.navy}"/>
  ${rows.join('')}
  <!-- pencil -->
  <g transform="translate(1010 600) rotate(-40)">
    <rect x="-14" y="-130" width="28" height="150" rx="4" fill="url(#gAmber)"/>
    <rect x="-14" y="-148" width="28" height="22" rx="6" fill="${C.slate}"/>
    <path d="M-14 20 L0 52 L14 20 Z" fill="${C.amberPale}"/>
    <path d="M-5 40 L0 52 L5 40 Z" fill="${C.slate}"/>
  </g>`;
  return svgDoc(W, H, body);
}

function digital() {
  const heart = `<path d="M0 12 C-20 -2 -24 -12 -16 -20 C-9 -27 0 -23 0 -15 C0 -23 9 -27 16 -20 C24 -12 20 -2 0 12 Z" fill="${C.white}"/>`;
  const share = `<g fill="${C.white}"><circle cx="-12" cy="0" r="7"/><circle cx="12" cy="-13" r="7"/><circle cx="12" cy="13" r="7"/></g><path d="M-12 0 L12 -13 M-12 0 L12 13" stroke="${C.white}" stroke-width="4"/>`;
  const chat = `<path d="M-20 -14 Q-20 -20 -14 -20 H14 Q20 -20 20 -14 V6 Q20 12 14 12 H-4 L-14 22 V12 H-14 Q-20 12 -20 6 Z" fill="${C.white}"/>`;
  const play = `<path d="M-9 -14 L15 0 L-9 14 Z" fill="${C.white}" stroke="${C.white}" stroke-width="4" stroke-linejoin="round"/>`;
  const icon = (x, y, fill, glyph, r = 40) =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${fill}" filter="url(#shadowSm)"/>${glyph}</g>`;
  const body = `
  ${lightBackdrop(W, H, 77)}
  <!-- browser window -->
  ${card(180, 150, 640, 460, 22)}
  <path d="M180 172 Q180 150 202 150 H798 Q820 150 820 172 V200 H180 Z" fill="${C.mist}"/>
  <circle cx="212" cy="175" r="8" fill="${C.amber}"/>
  <circle cx="238" cy="175" r="8" fill="${C.teal}"/>
  <circle cx="264" cy="175" r="8" fill="${C.slateMid}"/>
  <rect x="300" y="164" width="380" height="22" rx="11" fill="${C.white}"/>
  <rect x="210" y="224" width="580" height="190" rx="14" fill="url(#gNavy)"/>
  <circle cx="700" cy="280" r="30" fill="url(#gAmber)"/>
  <path d="M210 414 L330 300 L420 380 L490 320 L620 414 Z" fill="${C.teal}" opacity="0.9"/>
  <path d="M480 414 L580 330 L700 414 Z" fill="#14a394"/>
  <rect x="240" y="254" width="170" height="16" rx="8" fill="${C.white}"/>
  <rect x="240" y="282" width="120" height="11" rx="5.5" fill="${C.white}" opacity="0.55"/>
  <rect x="240" y="310" width="90" height="28" rx="14" fill="${C.amber}"/>
  ${[0, 1, 2]
    .map(
      (
        i,
      ) => `<rect x="${210 + i * 198}" y="436" width="184" height="148" rx="12" fill="${C.off}" stroke="${C.mist}" stroke-width="2"/>
    <rect x="${228 + i * 198}" y="454" width="44" height="44" rx="10" fill="${[C.tealPale, C.amberPale, '#dbe4f0'][i]}"/>
    ${lines(228 + i * 198, 514, [140, 110, 124], 20, 9)}`,
    )
    .join('')}
  <!-- phone -->
  <g filter="url(#shadow)">
    <rect x="760" y="330" width="190" height="360" rx="30" fill="${C.navy}"/>
  </g>
  <rect x="774" y="352" width="162" height="318" rx="18" fill="${C.white}"/>
  <rect x="830" y="340" width="50" height="6" rx="3" fill="${C.navySoft}"/>
  <rect x="788" y="368" width="134" height="90" rx="10" fill="url(#gTeal)"/>
  <circle cx="855" cy="413" r="22" fill="${C.white}" opacity="0.9"/>
  <path d="M848 401 L868 413 L848 425 Z" fill="${C.teal}"/>
  ${lines(788, 476, [120, 96, 110], 22, 9)}
  <rect x="788" y="556" width="62" height="62" rx="10" fill="${C.amberPale}"/>
  <rect x="860" y="556" width="62" height="62" rx="10" fill="${C.tealPale}"/>
  <rect x="788" y="632" width="134" height="22" rx="11" fill="${C.navy}"/>
  <!-- social icons -->
  ${icon(1040, 190, 'url(#gAmber)', heart)}
  ${icon(1080, 330, 'url(#gTeal)', share)}
  ${icon(1040, 470, C.navy, chat)}
  ${icon(1065, 620, '#14a394', play, 36)}
  <path d="M1040 230 Q1100 260 1080 290 M1080 370 Q1060 420 1040 430" fill="none" stroke="${C.slateLight}" stroke-width="3" stroke-dasharray="3 9" stroke-linecap="round"/>`;
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* Hero (1600 x 1000)                                                  */
/* ------------------------------------------------------------------ */
function hero() {
  const w = 1600;
  const h = 1000;
  const R = rng(2024);
  const ground = 860;

  function skyline(
    layer,
    color,
    windowColor,
    litColor,
    minH,
    maxH,
    startX,
    endX,
    density,
    spacing = true,
  ) {
    const out = [];
    let x = startX;
    while (x < endX) {
      const bw = 70 + Math.floor(R() * 70);
      // taller towers towards the right, calmer on the left for copy overlays
      const bias = 0.45 + 0.55 * Math.min(1, Math.max(0, (x - 300) / 900));
      const bh = Math.round(minH + (maxH - minH) * bias * (0.55 + R() * 0.45));
      const top = ground - bh;
      const roof = R();
      out.push(`<rect x="${x}" y="${top}" width="${bw}" height="${bh + 2}" fill="${color}"/>`);
      if (roof < 0.25)
        out.push(
          `<path d="M${x} ${top} L${x + bw / 2} ${top - 34} L${x + bw} ${top} Z" fill="${color}"/>`,
        );
      else if (roof < 0.5)
        out.push(
          `<rect x="${x + bw / 2 - 3}" y="${top - 46}" width="6" height="46" fill="${color}"/><rect x="${x + 12}" y="${top - 16}" width="${bw - 24}" height="16" fill="${color}"/>`,
        );
      if (windowColor) {
        const cols = Math.max(2, Math.floor((bw - 16) / 22));
        const gap = (bw - cols * 12) / (cols + 1);
        for (let yy = top + 22; yy < ground - 40; yy += 30) {
          for (let c = 0; c < cols; c++) {
            if (R() > density) continue;
            const lit = R() < 0.16;
            out.push(
              `<rect x="${r2(x + gap + c * (12 + gap))}" y="${yy}" width="12" height="16" rx="2" fill="${lit ? litColor : windowColor}"/>`,
            );
          }
        }
      }
      x += bw + (spacing ? 6 + Math.floor(R() * 18) : 0);
    }
    return `<g>${out.join('')}</g>`;
  }

  const extra = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.navyDeep}"/>
      <stop offset="0.65" stop-color="${C.navyMid}"/>
      <stop offset="1" stop-color="#1d5a80"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${C.amberLight}"/>
      <stop offset="0.55" stop-color="${C.amber}"/>
      <stop offset="1" stop-color="${C.amber}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.teal}"/>
      <stop offset="1" stop-color="#0b4f4a"/>
    </linearGradient>
`;

  const body = `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect x="40" y="60" width="300" height="220" fill="url(#dotsLight)"/>
  <circle cx="1080" cy="330" r="300" fill="url(#sun)" opacity="0.35"/>
  <circle cx="1080" cy="330" r="150" fill="url(#gAmber)"/>
  <circle cx="1080" cy="330" r="230" fill="none" stroke="${C.amber}" stroke-opacity="0.25" stroke-width="3"/>
  <circle cx="1080" cy="330" r="300" fill="none" stroke="${C.amber}" stroke-opacity="0.12" stroke-width="3"/>
  <circle cx="260" cy="180" r="6" fill="${C.amberLight}" opacity="0.8"/>
  <circle cx="620" cy="120" r="4" fill="${C.white}" opacity="0.6"/>
  <circle cx="880" cy="200" r="3" fill="${C.white}" opacity="0.5"/>
  <circle cx="1450" cy="130" r="5" fill="${C.white}" opacity="0.5"/>
  <rect x="1430" y="640" width="120" height="120" rx="18" fill="none" stroke="${C.tealLight}" stroke-opacity="0.2" stroke-width="3" transform="rotate(20 1490 700)"/>
  ${skyline(0, '#1f4c78', null, null, 260, 620, 0, w, 0, false)}
  ${skyline(1, '#163d63', '#21507c', '#fcd34d', 180, 520, -20, w, 0.75)}
  ${skyline(2, C.navy, '#1a426b', C.amber, 120, 420, -40, w, 0.8)}
  <rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="url(#ground)"/>
  <rect x="0" y="${ground}" width="${w}" height="6" fill="${C.tealLight}" opacity="0.35"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${i * 130 + 20}" y="${ground + 62}" width="70" height="8" rx="4" fill="${C.white}" opacity="0.25"/>`).join('')}
  <!-- floating ui cards -->
  <g filter="url(#shadow)">
    <rect x="1230" y="180" width="230" height="120" rx="18" fill="${C.white}" opacity="0.95"/>
  </g>
  <circle cx="1280" cy="240" r="26" fill="url(#gTeal)"/>
  ${check(1280, 241, 1.1, C.white, 5)}
  <rect x="1322" y="222" width="110" height="12" rx="6" fill="${C.navy}"/>
  <rect x="1322" y="246" width="80" height="10" rx="5" fill="${C.slateLight}"/>
  <g filter="url(#shadow)">
    <rect x="880" y="540" width="210" height="130" rx="18" fill="${C.white}" opacity="0.95"/>
  </g>
  ${[0, 1, 2, 3].map((i) => `<rect x="${908 + i * 40}" y="${640 - [30, 50, 42, 70][i]}" width="24" height="${[30, 50, 42, 70][i]}" rx="6" fill="${i === 3 ? C.amber : C.teal}"/>`).join('')}
  <rect x="908" y="556" width="90" height="10" rx="5" fill="${C.slateLight}"/>`;
  return svgDoc(w, h, body, extra);
}

/* ------------------------------------------------------------------ */
/* About (1200 x 800): team collaboration                              */
/* ------------------------------------------------------------------ */
function about() {
  const body = `
  ${lightBackdrop(W, H, 88)}
  <!-- wall board -->
  ${card(330, 90, 540, 300, 22)}
  <rect x="330" y="90" width="540" height="300" rx="22" fill="none" stroke="${C.mist}" stroke-width="4"/>
  <rect x="370" y="130" width="200" height="14" rx="7" fill="${C.navy}"/>
  <rect x="370" y="156" width="130" height="10" rx="5" fill="${C.slateLight}"/>
  <polyline points="370,330 430,290 490,305 550,250 610,262" fill="none" stroke="${C.teal}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="610" cy="262" r="9" fill="${C.amber}"/>
  <path d="M370 350 H620" stroke="${C.mist}" stroke-width="4"/>
  <g transform="rotate(-4 700 180)"><rect x="660" y="140" width="80" height="80" rx="6" fill="${C.amberLight}"/>${lines(674, 162, [52, 40], 18, 8, '#d9a21a')}</g>
  <g transform="rotate(5 790 190)"><rect x="750" y="150" width="80" height="80" rx="6" fill="${C.tealPale}"/>${lines(764, 172, [52, 36], 18, 8, '#7dd3c7')}</g>
  <g transform="rotate(3 710 300)"><rect x="670" y="260" width="80" height="80" rx="6" fill="#dbe4f0"/>${lines(684, 282, [52, 44], 18, 8, '#a5b4c8')}</g>
  <g transform="rotate(-6 800 300)"><rect x="760" y="262" width="80" height="80" rx="6" fill="${C.amberPale}"/>${check(800, 302, 1.3, C.amber, 7)}</g>
  <!-- speech bubbles -->
  ${bubble(150, 190, 140, 80, 'url(#gTeal)', 'right')}
  <circle cx="190" cy="230" r="9" fill="${C.white}"/><circle cx="220" cy="230" r="9" fill="${C.white}" opacity="0.8"/><circle cx="250" cy="230" r="9" fill="${C.white}" opacity="0.6"/>
  ${bubble(920, 180, 150, 84, 'url(#gAmber)', 'left')}
  ${star(995, 222, 24, C.white)}
  <!-- people around the table -->
  ${person(250, 420, 1.15, { skin: SKIN[1], hair: C.navy, top: C.teal, hairStyle: 'short' })}
  ${person(440, 440, 1.05, { skin: SKIN[0], hair: '#7a4e33', top: C.amber, hairStyle: 'long' })}
  ${person(760, 440, 1.05, { skin: SKIN[3], hair: C.navyDeep, top: C.navySoft, hairStyle: 'bun' })}
  ${person(950, 420, 1.15, { skin: SKIN[2], hair: C.slate, top: C.slate, hairStyle: 'short' })}
  <!-- table -->
  <path d="M120 600 Q120 570 150 570 H1050 Q1080 570 1080 600 V612 H120 Z" fill="url(#gNavy)"/>
  <rect x="160" y="612" width="28" height="150" rx="6" fill="${C.navy}"/>
  <rect x="1012" y="612" width="28" height="150" rx="6" fill="${C.navy}"/>
  <!-- laptops -->
  <g>
    <path d="M300 570 L320 500 H440 L420 570 Z" fill="${C.slateLight}"/>
    <path d="M370 535 m-9 0 a9 9 0 1 0 18 0 a9 9 0 1 0 -18 0" fill="${C.white}"/>
    <rect x="290" y="566" width="170" height="8" rx="4" fill="${C.mist}"/>
    <path d="M900 570 L880 500 H760 L780 570 Z" fill="${C.slateLight}"/>
    <path d="M830 535 m-9 0 a9 9 0 1 0 18 0 a9 9 0 1 0 -18 0" fill="${C.white}"/>
    <rect x="740" y="566" width="170" height="8" rx="4" fill="${C.mist}"/>
  </g>
  <rect x="540" y="548" width="120" height="22" rx="4" fill="${C.white}" transform="rotate(-3 600 560)"/>
  <rect x="552" y="540" width="100" height="22" rx="4" fill="${C.tealPale}" transform="rotate(4 600 550)"/>
  <g transform="translate(660 540)"><rect x="0" y="0" width="30" height="30" rx="6" fill="${C.amber}"/><path d="M30 8 h6 a7 7 0 0 1 0 14 h-6" fill="none" stroke="${C.amber}" stroke-width="4"/></g>`;
  return svgDoc(W, H, body);
}

/* ------------------------------------------------------------------ */
/* News seed images (1200 x 675)                                        */
/* ------------------------------------------------------------------ */
const NW = 1200;
const NH = 675;

function newsOfficeOpening() {
  const R = rng(7);
  const confetti = Array.from({ length: 28 }, () => {
    const x = r2(140 + R() * 920);
    const y = r2(60 + R() * 220);
    const col = [C.amber, C.teal, C.navySoft, C.amberLight][Math.floor(R() * 4)];
    const rot = Math.round(R() * 180);
    return `<rect x="${x}" y="${y}" width="14" height="7" rx="2" fill="${col}" transform="rotate(${rot} ${x + 7} ${y + 3.5})"/>`;
  }).join('');
  const windows = [];
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 5; c++) {
      windows.push(
        `<rect x="${440 + c * 66}" y="${200 + r * 62}" width="48" height="44" rx="4" fill="${(r + c) % 4 === 0 ? C.amberPale : '#bfe6e1'}"/>`,
      );
    }
  }
  const body = `
  ${lightBackdrop(NW, NH, 99)}
  ${confetti}
  <!-- building -->
  <g filter="url(#shadow)">
    <rect x="410" y="160" width="380" height="420" rx="10" fill="url(#gNavy)"/>
  </g>
  <rect x="400" y="150" width="400" height="26" rx="8" fill="${C.navy}"/>
  ${windows.join('')}
  <rect x="540" y="462" width="120" height="118" rx="6" fill="url(#gTeal)"/>
  <rect x="598" y="462" width="4" height="118" fill="${C.navy}" opacity="0.4"/>
  <circle cx="585" cy="525" r="4" fill="${C.white}"/><circle cx="615" cy="525" r="4" fill="${C.white}"/>
  <!-- ribbon -->
  <path d="M320 500 Q600 540 880 500 V526 Q600 566 320 526 Z" fill="${C.amber}"/>
  <path d="M600 520 L560 488 Q548 482 548 496 V548 Q548 562 560 556 L600 528 Z" fill="#d98a06"/>
  <path d="M600 520 L640 488 Q652 482 652 496 V548 Q652 562 640 556 L600 528 Z" fill="#d98a06"/>
  <path d="M596 528 L572 600 L588 594 L598 610 L604 530 Z" fill="${C.amber}"/>
  <path d="M604 528 L628 600 L612 594 L602 610 L596 530 Z" fill="${C.amber}"/>
  <circle cx="600" cy="522" r="16" fill="${C.amberLight}"/>
  <!-- plants & ground -->
  <rect x="0" y="578" width="${NW}" height="${NH - 578}" fill="${C.mist}"/>
  <rect x="0" y="578" width="${NW}" height="6" fill="${C.slateLight}"/>
  ${[330, 870].map((x) => `<g><rect x="${x - 26}" y="520" width="52" height="60" rx="8" fill="${C.slate}"/><ellipse cx="${x}" cy="490" rx="40" ry="50" fill="${C.teal}"/><ellipse cx="${x - 16}" cy="505" rx="22" ry="32" fill="#14a394"/></g>`).join('')}
  <!-- balloons -->
  ${[
    [210, 250, C.amber],
    [260, 210, C.teal],
    [990, 230, C.teal],
    [940, 270, C.amber],
  ]
    .map(
      ([x, y, c]) =>
        `<path d="M${x} ${y + 52} Q${x - 12} ${y + 140} ${x + (x < 600 ? 100 : -100)} ${y + 260}" fill="none" stroke="${C.slateLight}" stroke-width="3"/><ellipse cx="${x}" cy="${y}" rx="40" ry="50" fill="${c}"/><ellipse cx="${x - 14}" cy="${y - 18}" rx="9" ry="14" fill="${C.white}" opacity="0.35"/><path d="M${x - 7} ${y + 56} L${x} ${y + 48} L${x + 7} ${y + 56} Z" fill="${c}"/>`,
    )
    .join('')}`;
  return svgDoc(NW, NH, body);
}

function newsRecruitmentDrive() {
  const body = `
  ${lightBackdrop(NW, NH, 111)}
  <!-- megaphone -->
  <g transform="translate(300 330) rotate(-14)" filter="url(#shadow)">
    <rect x="-150" y="-38" width="70" height="76" rx="14" fill="url(#gNavy)"/>
    <path d="M-84 -40 L110 -130 Q130 -138 130 -116 V116 Q130 138 110 130 L-84 40 Z" fill="url(#gAmber)"/>
    <ellipse cx="130" cy="0" rx="22" ry="124" fill="#d98a06"/>
    <path d="M-120 38 L-100 120 Q-96 134 -82 130 L-60 124 Q-48 120 -52 106 L-70 38 Z" fill="${C.navy}"/>
  </g>
  <g fill="none" stroke="${C.teal}" stroke-width="9" stroke-linecap="round">
    <path d="M490 230 Q530 300 500 390" opacity="0.9"/>
    <path d="M540 190 Q600 300 550 430" opacity="0.6"/>
    <path d="M590 150 Q670 300 600 470" opacity="0.35"/>
  </g>
  <!-- candidates -->
  ${person(720, 300, 0.95, { skin: SKIN[0], hair: C.navy, top: C.teal })}
  ${person(860, 260, 1.1, { skin: SKIN[2], hair: C.navyDeep, top: C.navy, hairStyle: 'bun' })}
  ${person(1000, 300, 0.95, { skin: SKIN[1], hair: '#7a4e33', top: C.amber, hairStyle: 'long' })}
  <rect x="640" y="430" width="440" height="150" rx="24" fill="${C.white}" filter="url(#shadow)"/>
  <circle cx="700" cy="505" r="32" fill="url(#gTeal)"/>
  <path d="M700 487 V523 M682 505 H718" stroke="${C.white}" stroke-width="8" stroke-linecap="round"/>
  ${lines(752, 478, [250, 190, 220], 24, 12)}
  <circle cx="1050" cy="215" r="30" fill="url(#gAmber)" filter="url(#shadowSm)"/>
  ${star(1050, 216, 18, C.white)}`;
  return svgDoc(NW, NH, body);
}

function newsGdprGuide() {
  const stars = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return star(r2(720 + 190 * Math.sin(a)), r2(330 - 190 * Math.cos(a)), 13, C.amber);
  }).join('');
  const body = `
  ${navyBackdrop(NW, NH)}
  <!-- guide document -->
  <g transform="rotate(-6 370 350)" filter="url(#shadow)">
    <rect x="230" y="140" width="290" height="380" rx="18" fill="${C.white}"/>
    <rect x="230" y="140" width="290" height="90" rx="18" fill="url(#gAmber)"/>
    <rect x="230" y="200" width="290" height="30" fill="url(#gAmber)"/>
    <rect x="260" y="168" width="150" height="16" rx="8" fill="${C.white}"/>
    <rect x="260" y="196" width="100" height="10" rx="5" fill="${C.white}" opacity="0.6"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="260" y="${262 + i * 58}" width="26" height="26" rx="7" fill="${i < 3 ? C.teal : C.mist}"/>${i < 3 ? check(273, 275 + i * 58, 0.7, C.white, 4) : ''}${lines(300, 262 + i * 58, [180, 130], 18, 9)}`).join('')}
  </g>
  <!-- ring of stars and shield -->
  ${stars}
  <path d="${shieldPath(720, 195, 230)}" fill="${C.navyDeep}" opacity="0.5" transform="translate(0 14)"/>
  <path d="${shieldPath(720, 195, 230)}" fill="url(#gTeal)"/>
  <path d="${shieldPath(720, 216, 188)}" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="4"/>
  ${padlock(720, 338, 0.8)}
  <!-- data nodes -->
  <g fill="none" stroke="${C.tealLight}" stroke-opacity="0.35" stroke-width="3">
    <path d="M940 250 H1040 L1080 210"/><path d="M940 420 H1020 L1070 470"/>
  </g>
  <circle cx="1080" cy="210" r="9" fill="${C.amber}"/><circle cx="1070" cy="470" r="9" fill="${C.tealLight}"/>`;
  return svgDoc(NW, NH, body);
}

/* ------------------------------------------------------------------ */
/* Open Graph card (1200 x 630)                                         */
/* ------------------------------------------------------------------ */
function ogImage() {
  const font = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
  const body = `
  <rect width="1200" height="630" fill="url(#bgNavy)"/>
  <rect x="820" y="40" width="340" height="220" fill="url(#dotsLight)"/>
  <circle cx="1090" cy="560" r="240" fill="${C.teal}" opacity="0.22"/>
  <circle cx="1090" cy="560" r="150" fill="${C.teal}" opacity="0.25"/>
  <circle cx="1000" cy="140" r="70" fill="none" stroke="${C.amber}" stroke-opacity="0.75" stroke-width="6"/>
  <rect x="0" y="0" width="14" height="630" fill="${C.teal}"/>
  <!-- monogram -->
  <rect x="80" y="80" width="84" height="84" rx="20" fill="${C.white}" fill-opacity="0.08" stroke="${C.tealLight}" stroke-opacity="0.5" stroke-width="2"/>
  <path d="M139.6 101.4 A26 26 0 1 0 139.6 142.6" fill="none" stroke="${C.white}" stroke-width="11" stroke-linecap="round"/>
  <circle cx="146" cy="122" r="7" fill="${C.tealLight}"/>
  <text x="80" y="300" font-family="${font}" font-weight="700" font-size="84" fill="${C.white}" letter-spacing="-1">Crestfield</text>
  <text x="80" y="398" font-family="${font}" font-weight="700" font-size="84" fill="${C.white}" letter-spacing="-1">Business Services</text>
  <rect x="80" y="436" width="120" height="8" rx="4" fill="${C.amber}"/>
  <text x="80" y="510" font-family="${font}" font-size="29" fill="#cbd5e1">Call handling · Recruitment · Consulting · Business support</text>`;
  return svgDoc(1200, 630, body);
}

/* ------------------------------------------------------------------ */
/* Static SVG assets                                                    */
/* ------------------------------------------------------------------ */
const LOADER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Loading">
  <title>Loading</title>
  <circle cx="32" cy="32" r="24" fill="none" stroke="${C.teal}" stroke-opacity="0.18" stroke-width="6"/>
  <circle cx="32" cy="32" r="24" fill="none" stroke="${C.teal}" stroke-width="6" stroke-linecap="round" stroke-dasharray="42 109" transform="rotate(-90 32 32)">
    <animateTransform attributeName="transform" type="rotate" from="-90 32 32" to="270 32 32" dur="0.9s" repeatCount="indefinite"/>
  </circle>
</svg>
`;

const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="${C.navy}"/>
  <path d="M21.3 10.7 A7.5 7.5 0 1 0 21.3 21.3" fill="none" stroke="${C.off}" stroke-width="3.6" stroke-linecap="round"/>
  <circle cx="23.6" cy="16" r="2.2" fill="#14b8a6"/>
  <rect x="6" y="27" width="20" height="2" rx="1" fill="${C.teal}"/>
</svg>
`;

/* ------------------------------------------------------------------ */
/* Rendering                                                            */
/* ------------------------------------------------------------------ */
const JPEG = { quality: 78, mozjpeg: true };

const jobs = [
  ['public/images/services/call-handling.jpg', callHandling, 120],
  ['public/images/services/recruitment.jpg', recruitment, 120],
  ['public/images/services/consulting.jpg', consulting, 120],
  ['public/images/services/business-support.jpg', businessSupport, 120],
  ['public/images/services/cyber-risk.jpg', cyberRisk, 120],
  ['public/images/services/diaspora-relocation.jpg', diasporaRelocation, 120],
  ['public/images/services/admin-support.jpg', adminSupport, 120],
  ['public/images/services/digital.jpg', digital, 120],
  ['public/images/hero.jpg', hero, 180],
  ['public/images/about.jpg', about, 150],
  ['public/images/og.png', ogImage, 300],
  ['lib/own-data/db/seed-images/news-office-opening.jpg', newsOfficeOpening, 100],
  ['lib/own-data/db/seed-images/news-recruitment-drive.jpg', newsRecruitmentDrive, 100],
  ['lib/own-data/db/seed-images/news-gdpr-guide.jpg', newsGdprGuide, 100],
];

async function render(rel, build, maxKb) {
  const out = path.join(ROOT, rel);
  await mkdir(path.dirname(out), { recursive: true });
  const img = sharp(Buffer.from(build()), { density: 72 });
  let quality = JPEG.quality;
  if (rel.endsWith('.png')) {
    await img.png({ compressionLevel: 9, adaptiveFiltering: true }).toFile(out);
  } else {
    // Step quality down only if an image ever exceeds its size budget.
    for (;;) {
      const buf = await img
        .clone()
        .flatten({ background: C.off })
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (buf.length <= maxKb * 1024 || quality <= 60) {
        await writeFile(out, buf);
        break;
      }
      quality -= 4;
    }
  }
  const { size } = await stat(out);
  const note = quality !== JPEG.quality ? ` (quality ${quality})` : '';
  console.log(`${rel.padEnd(48)} ${String(size).padStart(7)} bytes${note}`);
}

async function main() {
  for (const [rel, build, maxKb] of jobs) await render(rel, build, maxKb);
  for (const [rel, text] of [
    ['public/images/loader.svg', LOADER_SVG],
    ['app/icon.svg', ICON_SVG],
  ]) {
    const out = path.join(ROOT, rel);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, text);
    // Sanity check: make sure librsvg can parse it.
    await sharp(Buffer.from(text)).metadata();
    const { size } = await stat(out);
    console.log(`${rel.padEnd(48)} ${String(size).padStart(7)} bytes`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
