import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChannelRow } from './derive';
import { RequestFailure, withRetries, type Deadline, type FetchLimits } from '../net/retry';

/** Rows asked for per request; Supabase answers at most 1000 by default (and may answer fewer). */
export const pageSize = 1000;

export interface TableColumns {
  category: string;
  name: string;
}

export interface TableQuery {
  client: SupabaseClient;
  table: string;
  columns: TableColumns;
}

interface Page {
  rows: ChannelRow[];
  /** Rows in the whole table, as the server counts them. */
  count: number;
}

// supabase-js strips unquoted spaces from `select`, and PostgREST reads a dot as an operator: quote every column.
function quoteIdentifier(column: string): string {
  if (column.includes('"'))
    throw new Error(`column name ${column} contains a double quote, which PostgREST cannot address`);
  return `"${column}"`;
}

/**
 * Reads every row of one table in pages ordered by category and name (stable between pages),
 * continuing from however many rows arrived, until the server's count is reached.
 */
export async function fetchAllRows(query: TableQuery, limits: FetchLimits, deadline: Deadline): Promise<ChannelRow[]> {
  const rows: ChannelRow[] = [];
  let expected: number | undefined;
  for (;;) {
    const offset = rows.length;
    const page = await withRetries(
      (signal, timeoutMs) => fetchPage(query, offset, signal, timeoutMs),
      limits,
      deadline,
    );
    expected ??= page.count;
    if (page.count !== expected) {
      throw new Error(
        `the row count changed from ${expected} to ${page.count} while paging (the table was being edited); try again`,
      );
    }
    rows.push(...page.rows);
    if (rows.length > expected) throw new Error(`received ${rows.length} rows but the server counts only ${expected}`);
    if (rows.length === expected) return rows;
    if (page.rows.length === 0) {
      throw new Error(
        `the server counts ${expected} rows but returned none after row ${offset}; the count disagrees with the rows`,
      );
    }
  }
}

async function fetchPage(query: TableQuery, offset: number, signal: AbortSignal, timeoutMs: number): Promise<Page> {
  const category = quoteIdentifier(query.columns.category);
  const name = quoteIdentifier(query.columns.name);
  const response = await query.client
    .from(query.table)
    .select(`${category},${name}`, { count: 'exact' })
    .order(category)
    .order(name)
    .range(offset, offset + pageSize - 1)
    .abortSignal(signal)
    .retry(false); // our own retries, bounded by FetchLimits, replace the library's fixed ones
  const { status, statusText, error } = response;
  if (status === 0) {
    if (signal.aborted) throw new RequestFailure(`no answer within ${timeoutMs} ms`, true);
    const cause = /Caused by: ([^\n]*)/.exec(error?.details ?? '')?.[1];
    throw new RequestFailure(`network error: ${error?.message ?? 'unknown'}${cause ? ` (${cause})` : ''}`, true);
  }
  const httpStatus = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  if (error) {
    if (status < 300) throw new RequestFailure(`${httpStatus}: the answer is not valid JSON`, false);
    throw new RequestFailure(
      `${httpStatus}: ${oneLine(typeof error.message === 'string' ? error.message : JSON.stringify(error))}`,
      status >= 500,
    );
  }
  if (response.count === null) {
    throw new RequestFailure(`${httpStatus}: the answer carries no row count (Content-Range header)`, false);
  }
  return { rows: toChannelRows(response.data, query.columns, offset), count: response.count };
}

// Error bodies may be whole HTML pages from a proxy: keep the report to one readable line.
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line || '(empty answer)';
}

function toChannelRows(data: unknown, columns: TableColumns, offset: number): ChannelRow[] {
  if (!Array.isArray(data)) throw new RequestFailure('the answer is not a list of rows', false);
  return data.map((row: unknown, index) => ({
    category: textCell(row, columns.category, offset + index),
    name: textCell(row, columns.name, offset + index),
  }));
}

function textCell(row: unknown, column: string, rowIndex: number): string | null {
  const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[column] : undefined;
  if (typeof value === 'string' || value === null) return value;
  throw new RequestFailure(`row ${rowIndex} has no text in column "${column}"`, false);
}
