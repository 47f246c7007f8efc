// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AYUDA_EFECTIVIDAD_ENVIO,
  AYUDA_NIVEL_SERVICIO,
  CLAVES_MEDIDA_EMBUDO,
  embudoEnCero,
  MENSAJES_REPORTES as M,
  type MedidaEmbudo,
} from '@talento/rules';
import { describe, expect, it, vi } from 'vitest';
import { CuerpoInforme } from './cuerpo-informe';
import type { CifraElegida, ColumnaInforme, InformeOperaciones } from './tipos';

const semana = (i: number): ColumnaInforme => ({
  clave: `semana-${i}`,
  etiqueta: `Semana ${i}`,
  desde: '2026-06-01',
  hasta: '2026-06-07',
  embudo: { ...embudoEnCero(), pedidosRecibidos: 3 + i },
  terminos: { vPaCHF: 0, vPCHF: 2, vFCHF: 0, CEP: 0, vPa: 0, vP: 6, PPCC: 1 },
  k: 1,
  nivelServicio: 66.666,
  efectividadEnvio: 50,
  puntajeGestion: 61.67,
  validado: null,
});
const informe: InformeOperaciones = {
  k: 1,
  calculando: false,
  calculadoEn: new Date('2026-06-10T15:00:00Z'),
  meses: [{ ...semana(0), clave: 'mes-0', etiqueta: 'Junio 2026' }],
  semanas: [semana(0), semana(1)],
  promedio: {
    embudo: Object.fromEntries(CLAVES_MEDIDA_EMBUDO.map((c) => [c, 0.5])) as Record<MedidaEmbudo, number>,
    nivelServicio: 66.67,
    efectividadEnvio: 50,
    puntajeGestion: 61.7,
  },
};

describe('CuerpoInforme (staff y portal cliente)', () => {
  it('the client portal: figures as text (no links, no export), the percentages and the help texts', () => {
    render(<CuerpoInforme informe={informe} cargando={false} fallo={false} />);
    expect(screen.getByTestId('cifra-semana-1-pedidosRecibidos')).toHaveProperty('tagName', 'SPAN');
    expect(screen.getByTestId('cifra-semana-1-pedidosRecibidos').textContent).toBe('4');
    expect(screen.getByTestId('cifra-semana-0-nivelServicio').textContent).toBe('66,67 %');
    expect(screen.getByTestId('cifra-semana-0-puntajeGestion').textContent).toBe('61,7 %');
    expect(screen.queryByRole('button', { name: /Exportar XLSX/ })).toBeNull();
    expect(screen.getByText(AYUDA_NIVEL_SERVICIO.PPCC)).toBeTruthy();
    expect(screen.getByText(AYUDA_EFECTIVIDAD_ENVIO)).toBeTruthy();
  });

  it('staff: every number is a button that says which measure and period it opens', async () => {
    const onElegir = vi.fn();
    render(
      <CuerpoInforme
        informe={informe}
        cargando={false}
        fallo={false}
        onElegir={onElegir}
        onExportar={() => Promise.resolve()}
      />,
    );
    const porSemana = screen.getByRole('table', { name: 'Por semana' });
    await userEvent.click(within(porSemana).getByRole('button', { name: '4: Pedidos recibidos, Semana 1' }));
    const periodo = { periodo: 'Semana 1', desde: '2026-06-01', hasta: '2026-06-07', congelada: false };
    expect(onElegir).toHaveBeenLastCalledWith({
      partes: [{ clave: 'pedidosRecibidos', etiqueta: 'Pedidos recibidos' }],
      etiqueta: 'Pedidos recibidos',
      ...periodo,
    });
    // A percentage opens its numerator and its denominator.
    await userEvent.click(
      within(porSemana).getByRole('button', { name: /: Efectividad de envío, Semana 1$/ }),
    );
    expect(onElegir).toHaveBeenLastCalledWith({
      partes: [
        { clave: 'validadas', etiqueta: 'Validadas por el cliente', lugar: 'numerador' },
        { clave: 'hvEnviadas', etiqueta: 'Hojas de vida enviadas al cliente', lugar: 'denominador' },
      ],
      etiqueta: 'Efectividad de envío',
      ...periodo,
    });
    // The average of a percentage is a mean of weekly percentages: not a link; the average of a count is.
    await userEvent.click(screen.getByRole('button', { name: /^Promedio móvil de las últimas 5 semanas/ }));
    const promedio = screen.getByRole('table', { name: 'Promedio móvil de las últimas 5 semanas' });
    expect(within(promedio).getByTestId('cifra-promedio-nivelServicio').tagName).toBe('SPAN');
    expect(within(promedio).getByTestId('cifra-promedio-pedidosRecibidos').tagName).toBe('BUTTON');
    expect(screen.getAllByRole('button', { name: /Exportar XLSX/ })).toHaveLength(3);
  });

  it('the terms of the service level per period (vacancies, not orders), each opening the orders behind it', async () => {
    const onElegir = vi.fn();
    const { rerender } = render(<CuerpoInforme informe={informe} cargando={false} fallo={false} />);
    const terminos = screen.getByRole('table', { name: 'Términos del nivel de servicio' });
    expect(
      within(terminos)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Periodo',
      'Desde',
      'Hasta',
      'vPaCHF',
      'vPCHF',
      'vFCHF',
      'CEP',
      'vPa',
      'vP',
      'PPCC',
      'K',
      'Nivel de servicio',
    ]);
    expect(within(terminos).getByTestId('termino-semana-1-vP').textContent).toBe('6');
    expect(within(terminos).getByTestId('termino-semana-1-vP').tagName).toBe('SPAN');
    expect(within(terminos).getAllByRole('row')).toHaveLength(4);
    rerender(<CuerpoInforme informe={informe} cargando={false} fallo={false} onElegir={onElegir} />);
    await userEvent.click(screen.getByRole('button', { name: '6: vP, Semana 1' }));
    expect(onElegir).toHaveBeenLastCalledWith({
      partes: [{ clave: 'vP', etiqueta: 'vP' }],
      etiqueta: 'vP',
      periodo: 'Semana 1',
      desde: '2026-06-01',
      hasta: '2026-06-07',
      congelada: false,
    });
    await userEvent.click(screen.getByRole('button', { name: '66,67 %: nivelServicio, Semana 1' }));
    const nivel = onElegir.mock.lastCall?.[0] as CifraElegida | undefined;
    expect(nivel?.partes.map((p) => p.clave)).toEqual([
      'vPaCHF',
      'vPCHF',
      'vFCHF',
      'CEP',
      'vPa',
      'vP',
      'PPCC',
    ]);
  });

  it("a validated week's numbers and terms open its frozen rows (the other columns today's)", async () => {
    const onElegir = vi.fn();
    const diferencia = { embudo: embudoEnCero(), nivelServicio: 0, efectividadEnvio: 0, puntajeGestion: 0 };
    const validada = {
      ...informe,
      semanas: [semana(0), { ...semana(1), validado: { validadoPor: 'Juliana Restrepo Gómez', diferencia } }],
    };
    render(<CuerpoInforme informe={validada} cargando={false} fallo={false} onElegir={onElegir} />);
    const elegida = () => (onElegir.mock.lastCall?.[0] as CifraElegida).congelada;
    await userEvent.click(
      within(screen.getByRole('table', { name: 'Por semana' })).getByRole('button', {
        name: '4: Pedidos recibidos, Semana 1',
      }),
    );
    expect(elegida()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '6: vP, Semana 1' }));
    expect(elegida()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '66,67 %: nivelServicio, Semana 1' }));
    expect(elegida()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '6: vP, Semana 0' }));
    expect(elegida()).toBe(false);
  });

  it('calculando, and the failure message of spec 03 §8 when nothing arrived', () => {
    const { rerender } = render(
      <CuerpoInforme
        informe={{ ...informe, calculando: true, meses: [], semanas: [] }}
        cargando={false}
        fallo={false}
      />,
    );
    expect(screen.getByTestId('calculando').textContent).toContain('Calculando los indicadores');
    expect(screen.queryByTestId('cifra-semana-0-pedidosRecibidos')).toBeNull();
    rerender(<CuerpoInforme informe={undefined} cargando={false} fallo />);
    expect(screen.getByTestId('falla-de-carga').textContent).toBe(M.errorTraerIndicadores);
  });
});
