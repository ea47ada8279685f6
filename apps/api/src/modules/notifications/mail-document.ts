/**
 * A message as one structure (decision 024): a subject, a greeting name, a list of blocks
 * (paragraphs, headings, order lines, an address, facts, a button) and its main link, rendered
 * twice, as plain text and as HTML with every value escaped, so the two versions always say the
 * same. The templates (templates.ts) build it.
 */
import type { StoredAddress } from '../../platform/db/schema.ts';
import type { MailOrderLine } from './notifications.ts';

/** The building blocks of a message; each renders to text and to HTML. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'lines'; lines: readonly MailOrderLine[]; totalPence: number }
  | { type: 'address'; title: string; address: StoredAddress }
  | { type: 'facts'; facts: readonly (readonly [string, string])[] }
  | { type: 'button'; label: string; url: string };

/** A message as one structure. */
export interface MailDocument {
  subject: string;
  /** Greeting name ('' for none). */
  name: string;
  blocks: Block[];
  /** The main link (also the button's). */
  link: string;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pence as the shop shows money ('£12.50'). */
export function formatPence(pence: number): string {
  return pounds.format(pence / 100);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function addressLines(address: StoredAddress): string[] {
  return [address.name, address.line1, address.line2, `${address.city} ${address.postcode}`]
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return block.text;
    case 'lines':
      return [
        ...block.lines.map(
          (l) =>
            `  ${l.quantity} x ${l.name}  ${formatPence(l.unitPricePence)} each  ${formatPence(l.unitPricePence * l.quantity)}`,
        ),
        `  Total: ${formatPence(block.totalPence)}`,
      ].join('\n');
    case 'address':
      return [`${block.title}:`, ...addressLines(block.address).map((l) => `  ${l}`)].join('\n');
    case 'facts':
      return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
    default:
      return block satisfies never;
  }
}

const CELL = 'padding:4px 8px;border-bottom:1px solid #e5e5e5;';

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'lines':
      return [
        '<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">',
        `<tr><th align="left" style="${CELL}">Item</th><th align="right" style="${CELL}">Qty</th><th align="right" style="${CELL}">Price</th><th align="right" style="${CELL}">Subtotal</th></tr>`,
        ...block.lines.map(
          (l) =>
            `<tr><td style="${CELL}">${escapeHtml(l.name)}</td><td align="right" style="${CELL}">${l.quantity}</td><td align="right" style="${CELL}">${escapeHtml(formatPence(l.unitPricePence))}</td><td align="right" style="${CELL}">${escapeHtml(formatPence(l.unitPricePence * l.quantity))}</td></tr>`,
        ),
        `<tr><td colspan="3" align="right" style="${CELL}"><strong>Total</strong></td><td align="right" style="${CELL}"><strong>${escapeHtml(formatPence(block.totalPence))}</strong></td></tr>`,
        '</table>',
      ].join('\n');
    case 'address':
      return `<p style="margin:0 0 16px"><strong>${escapeHtml(block.title)}</strong><br>${addressLines(block.address).map(escapeHtml).join('<br>')}</p>`;
    case 'facts':
      return `<p style="margin:0 0 16px">${block.facts
        .map(([label, value]) => `<strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}`)
        .join('<br>')}</p>`;
    case 'button':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>`;
    default:
      return block satisfies never;
  }
}

export function renderText(doc: MailDocument, shopName: string): string {
  const greeting = doc.name.trim() === '' ? 'Hello,' : `Hello ${doc.name.trim()},`;
  return `${[greeting, ...doc.blocks.map(blockText), `-- \n${shopName}`].join('\n\n')}\n`;
}

export function renderHtml(doc: MailDocument, shopName: string): string {
  const greeting = doc.name.trim() === '' ? 'Hello,' : `Hello ${doc.name.trim()},`;
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">',
    `<div style="max-width:600px;margin:0 auto">`,
    `<p style="margin:0 0 16px;font-size:20px"><strong>${escapeHtml(shopName)}</strong></p>`,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>`,
    ...doc.blocks.map(blockHtml),
    `<p style="margin:24px 0 0;color:#666;font-size:13px">${escapeHtml(shopName)}</p>`,
    '</div></body></html>',
    '',
  ].join('\n');
}
