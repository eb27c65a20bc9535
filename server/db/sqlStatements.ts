/**
 * Splits a schema script into its statements: a driver runs one statement per call. A trigger's body
 * (BEGIN … END;) holds semicolons of its own and stays one statement; `--` comment lines are dropped.
 */
export function sqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inTrigger = false;
  for (const line of script.split('\n')) {
    const text = line.trim();
    if (!text || text.startsWith('--')) continue;
    if (current.length === 0 && /^CREATE\s+TRIGGER\b/i.test(text)) inTrigger = true;
    current.push(line);
    const ends = inTrigger ? /^END;$/i.test(text) : text.endsWith(';');
    if (ends) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
      inTrigger = false;
    }
  }
  if (current.length) statements.push(current.join('\n').trim());
  return statements;
}
