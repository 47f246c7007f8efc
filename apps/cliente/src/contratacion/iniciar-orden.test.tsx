// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAJES_CONTRATACION as M, type ReglasOrden } from '@talento/rules';
import type { RouterOutputs } from '../trpc';
import { IniciarOrdenPagina } from './iniciar-orden';

type Cliente = RouterOutputs['contratacion']['cliente'];

const servidor = vi.hoisted(() => ({
  datos: null as unknown as Cliente['paraIniciar'],
  maestros: null as unknown as Cliente['maestros'],
  /** The orders the form sent to `contratacion.cliente.iniciar`. */
  enviadas: [] as unknown[],
}));

// The page's procedures answer with the candidate, the client's rules and the masters below; nothing is sent.
vi.mock('../trpc', () => ({
  trpc: {
    useUtils: () => ({}),
    contratacion: {
      cliente: {
        paraIniciar: { useQuery: () => ({ data: servidor.datos }) },
        maestros: { useQuery: () => ({ data: servidor.maestros }) },
        centrosTrabajo: {
          useQuery: () => ({ data: [{ id: 3, codigo: 'CT3', nombre: 'Bodega', porcentaje: 1.044 }] }),
        },
        iniciar: {
          useMutation: () => ({ mutate: (e: unknown) => servidor.enviadas.push(e), isPending: false }),
        },
      },
    },
  },
}));

afterEach(() => {
  cleanup();
  servidor.enviadas = [];
});

const opcion = (codigo: string, nombre: string) => ({ codigo, nombre, porcentaje: null });

function abrir(reglas: ReglasOrden) {
  servidor.datos = {
    candidatoPedidoId: 31,
    candidato: 'Ana Ruiz',
    pedidoId: 12,
    cliente: 'Distribuidora La Sabana',
    puedeIniciar: true,
    ciudad: { id: 11, nombre: 'Bogotá' },
    cargo: { id: 4, nombre: 'Mercaderista' },
    personaAutorizaIngreso: null,
    salario: null,
    reglas,
  };
  servidor.maestros = {
    catalogos: {
      RELACION_LABORAL: [opcion('OBRA', 'Obra o labor')],
      TIPO_SALARIO: [opcion('FIJO', 'Fijo')],
      RIESGO_ARL: [opcion('II', 'Riesgo II')],
      TIPO_COMISION: [],
      TIPO_VARIABLE: [],
      TIPO_CONCEPTO: [],
      PERIODICIDAD: [],
      CONCEPTO_CONTRATO: [],
    },
    niveles: [1, 2, 3, 4, 5].map((nivel) => ({
      id: nivel * 10,
      nivel,
      codigo: `N${nivel}`,
      nombre: `Nivel ${nivel}`,
    })),
    centrosCosto: [{ id: 7, codigo: 'CC7', nombre: 'Comercial' }],
  };
  render(
    <MemoryRouter initialEntries={['/pedido/12/candidato/31/orden-contratacion']}>
      <Routes>
        <Route path="/pedido/:id/candidato/:cpId/orden-contratacion" element={<IniciarOrdenPagina />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A field of the form flagged with the required message (read with its "(obligatorio)" mark). */
const marcado = (rol: 'combobox' | 'textbox', nombre: RegExp | string) =>
  screen.findByRole(rol, { name: nombre, description: `(obligatorio) ${M.requerido}` });

describe('IniciarOrdenPagina: the first submit flags what the client requires', () => {
  it('levels 1 and 2 and "Obra o labor" (La Sabana\'s rules) carry "Campo requerido" after the FIRST click', async () => {
    const u = userEvent.setup();
    abrir({ nivelesRequeridos: [1, 2], ofertaMercantil: true });
    const nivel1 = screen.getByRole('combobox', { name: /^Nivel 1:/ });
    const nivel2 = screen.getByRole('combobox', { name: /^Nivel 2:/ });
    const obra = screen.getByRole('textbox', { name: 'Obra o labor' });
    // The levels the client does not require are Talento's to complete: not on the client's form.
    expect(screen.queryByRole('combobox', { name: /^Nivel [345]:/ })).toBeNull();
    for (const campo of [nivel1, nivel2, obra]) expect(campo.getAttribute('aria-invalid')).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Iniciar orden de contratación' }));

    // With the rest of the form empty too (zod skips an object refinement after any field's issue).
    expect(await marcado('combobox', 'Relación laboral')).toBeTruthy();
    expect(await marcado('combobox', /^Nivel 1:/)).toBe(nivel1);
    expect(await marcado('combobox', /^Nivel 2:/)).toBe(nivel2);
    expect(await marcado('textbox', 'Obra o labor')).toBe(obra);
    for (const campo of [nivel1, nivel2, obra]) expect(campo.getAttribute('aria-invalid')).toBe('true');
    expect(servidor.enviadas).toEqual([]);
  });

  it('with everything else filled, the first click still stops at the missing levels and "Obra o labor"', async () => {
    const u = userEvent.setup();
    abrir({ nivelesRequeridos: [1, 2], ofertaMercantil: true });
    await u.type(screen.getByRole('textbox', { name: 'Persona que autoriza el ingreso' }), 'Camila Torres');
    const fecha = screen.getByRole('textbox', { name: 'Fecha de ingreso' });
    await u.type(fecha, '15/12/2099');
    await u.keyboard('{Escape}');
    await u.type(screen.getByRole('textbox', { name: 'Salario' }), '1900000');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Relación laboral' }), 'OBRA');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Tipo de salario' }), 'FIJO');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Riesgo ARL' }), 'II');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Centro de trabajo' }), '3');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Centro de costo (dpto)' }), '7');

    await u.click(screen.getByRole('button', { name: 'Iniciar orden de contratación' }));

    expect(await marcado('combobox', /^Nivel 1:/)).toBeTruthy();
    expect(await marcado('combobox', /^Nivel 2:/)).toBeTruthy();
    expect(await marcado('textbox', 'Obra o labor')).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Relación laboral' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(servidor.enviadas).toEqual([]);
  });
});
