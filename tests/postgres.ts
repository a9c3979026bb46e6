/**
 * The template database that API tests copy when they run on PostgreSQL: one per test run (the run's process id),
 * so that two runs on the same server never drop each other's template.
 */
export const templateDatabaseFor = (runId: number) => `haat_test_template_${runId}`;

/** The same server and credentials as `url`, another database. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
