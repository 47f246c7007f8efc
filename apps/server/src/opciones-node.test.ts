/** The Node options of the server are the same wherever it starts, and AsyncLocalStorage keeps its store under them. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPCIONES_NODE_SERVIDOR } from './opciones-node';

describe('opciones de Node del servidor', () => {
  it('npm start runs the bundle with exactly these options', () => {
    const raiz = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const inicio = /&& node (.*)apps\/server\/dist\/main\.js$/.exec(raiz.scripts.start ?? '');
    expect(inicio?.[1]?.trim().split(/\s+/).filter(Boolean)).toEqual([...OPCIONES_NODE_SERVIDOR]);
  });

  it('this Node accepts them, and a transaction-like context survives awaits, timers and concurrent runs', () => {
    const programa = `
      const { AsyncLocalStorage } = require('node:async_hooks');
      const als = new AsyncLocalStorage();
      const espera = (ms) => new Promise((r) => setTimeout(r, ms));
      const tarea = (id) => als.run({ id }, async () => {
        await null; await espera(5); await Promise.all([espera(1), espera(2)]);
        return als.getStore().id === id;
      });
      Promise.all([1, 2, 3].map(tarea)).then((r) => {
        console.log(JSON.stringify({ ok: r.every(Boolean), fuera: als.getStore() ?? null }));
      });`;
    const r = spawnSync(process.execPath, [...OPCIONES_NODE_SERVIDOR, '-e', programa], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ ok: true, fuera: null });
  });
});
