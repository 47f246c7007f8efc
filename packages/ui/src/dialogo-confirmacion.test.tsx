// @vitest-environment jsdom
/**
 * Issue 39, point 2: a confirmation names what will happen and its buttons are verbs ("Remover candidato" /
 * "Conservar"), the acting one last and red when it destroys. The component refuses a bare "Sí"/"No", and a scan of
 * both portals checks every `DialogoConfirmacion` written in them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogoConfirmacion, esEtiquetaDeVerbo } from './dialogo-confirmacion';

describe('DialogoConfirmacion', () => {
  it('muestra el mensaje y dos verbos; el que actúa va último y en rojo si destruye', () => {
    const onSi = vi.fn();
    const onNo = vi.fn();
    render(
      <DialogoConfirmacion
        abierto
        titulo="Remover candidato"
        mensaje="¿Remover a Ana Pérez de este pedido?"
        textoSi="Remover candidato"
        textoNo="Conservar"
        peligro
        onSi={onSi}
        onNo={onNo}
      />,
    );
    const dialogo = screen.getByRole('dialog', { name: 'Remover candidato' });
    expect(within(dialogo).getByText('¿Remover a Ana Pérez de este pedido?')).toBeTruthy();
    const botones = within(dialogo).getAllByRole('button');
    expect(botones.map((b) => b.textContent)).toEqual(['Conservar', 'Remover candidato']);
    expect(botones[1]?.className).toContain('bg-red-600');
    expect(botones[1]?.className).not.toContain('bg-marca-600');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Remover candidato' }));
    expect(onSi).toHaveBeenCalledTimes(1);
    expect(onNo).not.toHaveBeenCalled();
  });

  it('sin peligro el verbo va en el color principal; "Cancelar" es el otro botón por defecto', () => {
    render(
      <DialogoConfirmacion
        abierto
        mensaje="¿Guardar el grupo?"
        textoSi="Guardar grupo"
        onSi={vi.fn()}
        onNo={vi.fn()}
      />,
    );
    const botones = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(botones.map((b) => b.textContent)).toEqual(['Cancelar', 'Guardar grupo']);
    expect(botones[1]?.className).toContain('bg-marca-600');
  });

  it.each(['Sí', 'Si', 'No', 'OK', 'Aceptar', 'Sí, agendar', 'No, gracias', ' ', ''])(
    'rechaza «%s» como botón: no nombra la acción',
    (texto) => {
      expect(esEtiquetaDeVerbo(texto)).toBe(false);
      // React reports the thrown render error on the console; it is the expected outcome here.
      const consola = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() =>
        render(<DialogoConfirmacion abierto mensaje="¿?" textoSi={texto} onSi={vi.fn()} onNo={vi.fn()} />),
      ).toThrow(/no nombra la acción/);
      expect(() =>
        render(
          <DialogoConfirmacion
            abierto
            mensaje="¿?"
            textoSi="Guardar"
            textoNo={texto}
            onSi={vi.fn()}
            onNo={vi.fn()}
          />,
        ),
      ).toThrow(/no nombra la acción/);
      consola.mockRestore();
    },
  );

  it.each(['Remover candidato', 'Conservar', 'No reagendar', 'No aprueba entrevista', 'Pasar a «Selección»'])(
    'acepta «%s»',
    (texto) => expect(esEtiquetaDeVerbo(texto)).toBe(true),
  );
});

const RAIZ = path.resolve(import.meta.dirname, '../../..');
const CARPETAS = ['apps/staff/src', 'apps/cliente/src'];
/** An action that removes, deletes, cancels or revokes: its confirmation button is red (`peligro`). */
const DESTRUCTIVA =
  /^(Eliminar|Remover|Quitar|Suprimir|Revocar|Desactivar|Retirar|Anular|Borrar|Deshacer|Liberar|Cancelar \S)/;

function* fuentes(carpeta: string): Generator<string> {
  for (const e of readdirSync(path.join(RAIZ, carpeta), { withFileTypes: true })) {
    const relativa = `${carpeta}/${e.name}`;
    if (e.isDirectory()) yield* fuentes(relativa);
    else if (/\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name)) yield relativa;
  }
}

/** Each `<DialogoConfirmacion … />` written in the portals, with its file. */
function dialogos(): { archivo: string; jsx: string }[] {
  const hallados: { archivo: string; jsx: string }[] = [];
  for (const carpeta of CARPETAS)
    for (const archivo of fuentes(carpeta)) {
      const texto = readFileSync(path.join(RAIZ, archivo), 'utf8');
      for (const m of texto.matchAll(/<DialogoConfirmacion\b[\s\S]*?\n\s*\/>/g))
        hallados.push({ archivo, jsx: m[0] });
    }
  return hallados;
}

/** The string literals of one attribute (`textoSi="…"` or `textoSi={a ? 'x' : 'y'}`). */
function literales(jsx: string, atributo: string): string[] {
  const m = new RegExp(`\\b${atributo}=(?:"([^"]*)"|\\{([\\s\\S]*?)\\}\\n)`).exec(jsx);
  if (!m) return [];
  if (m[1] !== undefined) return [m[1]];
  return [...(m[2] ?? '').matchAll(/'([^']*)'|"([^"]*)"/g)].map((x) => x[1] ?? x[2] ?? '');
}

describe('las confirmaciones de los portales', () => {
  const todos = dialogos();

  it('las hay (el barrido lee los archivos)', () => {
    expect(todos.length).toBeGreaterThan(20);
  });

  it('cada una nombra su acción con un verbo, nunca "Sí"/"No"', () => {
    const malas = todos.flatMap(({ archivo, jsx }) => {
      if (!/\btextoSi=/.test(jsx)) return [`${archivo}: sin textoSi`];
      return [...literales(jsx, 'textoSi'), ...literales(jsx, 'textoNo')]
        .filter((t) => !esEtiquetaDeVerbo(t))
        .map((t) => `${archivo}: «${t}»`);
    });
    expect(malas).toEqual([]);
  });

  it('la que destruye un registro lleva su botón en rojo (peligro)', () => {
    const malas = todos
      .filter(
        ({ jsx }) => literales(jsx, 'textoSi').some((t) => DESTRUCTIVA.test(t)) && !/\bpeligro\b/.test(jsx),
      )
      .map(({ archivo }) => archivo);
    expect(malas).toEqual([]);
  });
});
