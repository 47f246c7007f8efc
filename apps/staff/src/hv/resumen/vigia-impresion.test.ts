// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { vigilarImpresion, type VigiaImpresion } from './vigia-impresion';

/** The browser's print, as the HTML spec runs it: `beforeprint`, the dialog, `afterprint`, all inside `print()`. */
function imprimirComoElNavegador() {
  window.dispatchEvent(new Event('beforeprint'));
  window.dispatchEvent(new Event('afterprint'));
}

let vigia: VigiaImpresion | null = null;
let registros: string[] = [];
afterEach(() => {
  vigia?.dejar();
  registros = [];
});

/** Watches the window with the browser's print; by default each record is written down in `registros`. */
function vigilar(registrar: () => Promise<unknown> = () => Promise.resolve(registros.push('registro'))) {
  window.print = imprimirComoElNavegador;
  vigia = vigilarImpresion(window, registrar);
  return vigia;
}

describe('vigilarImpresion', () => {
  it("the browser's own print (Ctrl+P) is recorded once each time", () => {
    vigilar();
    window.print();
    window.print();
    expect(registros).toEqual(['registro', 'registro']);
  });

  it('the page option records before printing, and its print is not recorded again', async () => {
    const orden: string[] = [];
    const v = vigilar(() => Promise.resolve(orden.push('registro')));
    window.addEventListener('beforeprint', () => orden.push('imprime'), { once: true });
    await v.imprimir();
    expect(orden).toEqual(['registro', 'imprime']);
    // A later Ctrl+P is a new print, recorded.
    window.print();
    expect(orden).toEqual(['registro', 'imprime', 'registro']);
  });

  it('a failed record still prints; once it stops watching, nothing is recorded', async () => {
    let intentos = 0;
    let impresiones = 0;
    const contar = () => impresiones++;
    window.addEventListener('beforeprint', contar);
    const v = vigilar(() => {
      intentos++;
      return Promise.reject(new Error('sin conexión'));
    });
    await v.imprimir();
    expect({ intentos, impresiones }).toEqual({ intentos: 1, impresiones: 1 });
    v.dejar();
    window.print();
    expect({ intentos, impresiones }).toEqual({ intentos: 1, impresiones: 2 });
    window.removeEventListener('beforeprint', contar);
  });
});
