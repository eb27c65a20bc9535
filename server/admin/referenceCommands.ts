/**
 * set-warehouse --name N and set-currency --code C --rate R: the warehouses and currencies an ERP's
 * files name, made before the first import (an empty store has only the lira). Both are idempotent.
 */
import { currencyProblem, warehouseNameProblem } from '../domain/storeReference';
import { invalid } from '../domain/refusal';
import { upsertCurrency, upsertWarehouse } from '../repo/storeReference';
import { required, sentence, UsageError, type AdminCommand } from './command';

export const setWarehouse: AdminCommand = {
  usage: '--name N',
  summary: 'a warehouse stock files name (created once; again changes nothing)',
  required: ['name'],
  options: { name: { type: 'string' } },
  async run(db, values, io) {
    const name = required(values, 'name').trim();
    const problem = warehouseNameProblem(name);
    if (problem) throw invalid(sentence(problem));
    const outcome = await upsertWarehouse(db, name);
    io.out(outcome === 'created' ? `Warehouse ${name} created.` : `Warehouse ${name} unchanged: it exists.`);
  },
};

export const setCurrency: AdminCommand = {
  usage: '--code C --rate R',
  summary: 'a currency prices may be kept in, with its rate in lira (created, or its rate changed)',
  required: ['code', 'rate'],
  options: { code: { type: 'string' }, rate: { type: 'string' } },
  async run(db, values, io) {
    const code = required(values, 'code').trim();
    const text = required(values, 'rate').trim();
    // A rate as an operator types it: 34.25 or 34,25.
    if (!/^\d+([.,]\d+)?$/.test(text))
      throw new UsageError(`--rate wants a number, not ${JSON.stringify(text)}`);
    const rate = Number(text.replace(',', '.'));
    const problem = currencyProblem(code, rate);
    if (problem) throw invalid(sentence(problem));
    const outcome = await upsertCurrency(db, code, rate);
    io.out(
      outcome === 'unchanged'
        ? `Currency ${code} unchanged: its rate is ${rate} already.`
        : `Currency ${code} ${outcome}: 1 ${code} = ${rate} TRY.`,
    );
  },
};
