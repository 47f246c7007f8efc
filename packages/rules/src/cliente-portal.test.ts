import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instanteEnBogota } from './fechas';
import { accionesCandidato, ACCIONES_CLIENTE } from './candidatos/maquina';
import {
  candidatoVisibleCliente,
  clienteVePuntajes,
  correoAccionCliente,
  ESTADOS_PENDIENTES_CLIENTE,
  ETIQUETA_ACCION_CLIENTE,
  MENSAJES_CLIENTE_PORTAL,
  PERMISO_PRUEBAS_CLIENTE,
  pedidoVisibleCliente,
} from './cliente-portal';
import {
  EntradaAccionCliente,
  EntradaComentarCliente,
  EntradaEntrevistaCliente,
  EntradaRechazoCliente,
} from './cliente-portal-entradas';
import { edadEnAnios, fechaEntrevistaValida } from './cliente-portal-fechas';

describe('clienteVePuntajes', () => {
  it.each([
    [true, false, [], true],
    [false, false, [], false],
    [false, true, [], true],
    [false, false, [PERMISO_PRUEBAS_CLIENTE], true],
    [true, true, [PERMISO_PRUEBAS_CLIENTE], true],
    [false, false, ['read_pedido'], false],
  ] as const)(
    'implementación del cliente %s, validada %s, permisos %j → %s',
    (implementacionPruebas, implementacionValidada, permisos, esperado) => {
      expect(clienteVePuntajes({ implementacionPruebas, implementacionValidada, permisos })).toBe(esperado);
    },
  );
});

describe('visibility', () => {
  it('a candidate is visible only when active and sent (state ≥ 1)', () => {
    for (let estado = 0; estado <= 10; estado++) {
      expect(candidatoVisibleCliente(estado, true)).toBe(estado >= 1);
      expect(candidatoVisibleCliente(estado, false)).toBe(false);
    }
  });

  it('an order is visible only in stages 3–4, ordinary and not a city line', () => {
    for (const estado of [0, 1, 111, 112, 2, 3, 4, 5]) {
      expect(pedidoVisibleCliente({ estado, esStock: false, esHijo: false })).toBe(
        estado === 3 || estado === 4,
      );
      expect(pedidoVisibleCliente({ estado, esStock: true, esHijo: false })).toBe(false);
      expect(pedidoVisibleCliente({ estado, esStock: false, esHijo: true })).toBe(false);
    }
  });

  it('pending states are exactly those where the client has a button (stage 3)', () => {
    for (let estado = 0; estado <= 10; estado++) {
      const botones = accionesCandidato({ estado, pool: 1, activo: true, etapaPedido: 3 }, 'cliente');
      expect(botones.length > 0).toBe(ESTADOS_PENDIENTES_CLIENTE.includes(estado));
      expect(botones.every((b) => ACCIONES_CLIENTE.includes(b) && ETIQUETA_ACCION_CLIENTE[b])).toBe(true);
    }
  });
});

describe('edadEnAnios', () => {
  const hoy = instanteEnBogota('2026-06-15', 10, 0);
  it.each([
    ['2000-06-15', 26],
    ['2000-06-16', 25],
    ['2000-06-14', 26],
    ['2026-06-15', 0],
  ])('%s → %i', (fecha, edad) => expect(edadEnAnios(fecha, hoy)).toBe(edad));
  it('the Bogotá day counts: at 22:00 on the eve of the birthday (03:00 UTC) the person is not a year older yet', () => {
    expect(edadEnAnios('2000-06-16', new Date('2026-06-16T03:00:00Z'))).toBe(25);
    expect(edadEnAnios('2000-06-16', new Date('2026-06-16T05:00:00Z'))).toBe(26);
  });
  it('no date or a future date gives null', () => {
    expect(edadEnAnios(null, hoy)).toBeNull();
    expect(edadEnAnios('2027-01-01', hoy)).toBeNull();
    expect(edadEnAnios('basura', hoy)).toBeNull();
  });
});

describe('fechaEntrevistaValida', () => {
  const ahora = instanteEnBogota('2026-01-31', 10, 0);
  it.each([
    [instanteEnBogota('2026-01-31', 0, 0), true],
    [instanteEnBogota('2026-01-30', 23, 59), false],
    [instanteEnBogota('2027-01-31', 23, 45), true],
    [instanteEnBogota('2027-02-01', 0, 0), false],
    [new Date(Number.NaN), false],
  ])('%s → %s', (fecha, ok) => expect(fechaEntrevistaValida(fecha, ahora)).toBe(ok));

  it('any moment in the next 365 days is valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 * 24 * 60 }), (minutos) => {
        expect(fechaEntrevistaValida(new Date(ahora.getTime() + minutos * 60_000), ahora)).toBe(true);
      }),
    );
  });
});

describe('input schemas', () => {
  it('rechazo: motivo required (trimmed), noRecibirDeNuevo defaults to false', () => {
    const r = EntradaRechazoCliente.safeParse({ candidatoPedidoId: 1, version: 1, motivo: '   ' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MENSAJES_CLIENTE_PORTAL.motivoRequerido);
    expect(
      EntradaRechazoCliente.safeParse({ candidatoPedidoId: 1, version: 1 }).error?.issues[0]?.message,
    ).toBe(MENSAJES_CLIENTE_PORTAL.motivoRequerido);
    expect(EntradaRechazoCliente.parse({ candidatoPedidoId: 1, version: 1, motivo: ' No cumple ' })).toEqual({
      candidatoPedidoId: 1,
      version: 1,
      motivo: 'No cumple',
      noRecibirDeNuevo: false,
    });
  });

  it('entrevista: fecha required', () => {
    const r = EntradaEntrevistaCliente.safeParse({ candidatoPedidoId: 1, version: 1 });
    expect(r.error?.issues[0]?.message).toBe(MENSAJES_CLIENTE_PORTAL.fechaRequerida);
  });

  it('comentario: "Debes escribir el comentario"', () => {
    expect(EntradaComentarCliente.safeParse({ pedidoId: 1, texto: ' ' }).error?.issues[0]?.message).toBe(
      'Debes escribir el comentario',
    );
  });

  it('ids and versions must be whole, positive and fit an int4', () => {
    for (const malo of [
      {},
      { candidatoPedidoId: 0, version: 1 },
      { candidatoPedidoId: 1.5, version: 1 },
      { candidatoPedidoId: 2 ** 31, version: 1 },
      { candidatoPedidoId: 1, version: -1 },
    ]) {
      expect(EntradaAccionCliente.safeParse(malo).success).toBe(false);
    }
  });
});

describe('correoAccionCliente', () => {
  it('says who did what, to whom, in which order', () => {
    const c = correoAccionCliente({
      accion: 'rechazar',
      usuario: 'Camila Torres',
      cliente: 'La Sabana',
      pedidoId: 12,
      cargo: 'Mercaderista',
      candidato: 'Ana Pérez',
      estadoNuevo: 3,
      motivo: 'No cumple',
      noRecibirDeNuevo: true,
    });
    expect(c.asunto).toBe('Pedido 12: el cliente rechazó a Ana Pérez');
    expect(c.texto).toContain(
      'Camila Torres (La Sabana) rechazó el candidato Ana Pérez en el pedido 12 (Mercaderista).',
    );
    expect(c.texto).toContain('Rechazado por cliente');
    expect(c.texto).toContain('Motivo: No cumple');
    expect(c.texto).toContain('no desea recibir de nuevo');
  });

  it('the interview approval reads right in the subject and the text (never "de a")', () => {
    const c = correoAccionCliente({
      accion: 'aprobarEntrevista',
      usuario: 'Camila Torres',
      cliente: 'La Sabana',
      pedidoId: 12,
      cargo: 'Mercaderista',
      candidato: 'Ana Pérez',
      estadoNuevo: 6,
    });
    expect(c.asunto).toBe('Pedido 12: el cliente aprobó la entrevista de Ana Pérez');
    expect(c.texto).toContain(
      'Camila Torres (La Sabana) aprobó la entrevista del candidato Ana Pérez en el pedido 12 (Mercaderista).',
    );
    for (const accion of ['validar', 'agendarEntrevista', 'noApruebaEntrevista'] as const) {
      const otro = correoAccionCliente({
        ...c,
        accion,
        usuario: 'U',
        cliente: 'C',
        pedidoId: 1,
        cargo: 'X',
        candidato: 'Y',
        estadoNuevo: 1,
      });
      expect(`${otro.asunto}\n${otro.texto}`).not.toMatch(/ de a | de el | con a /);
    }
  });

  it('an interview carries its date and time', () => {
    const c = correoAccionCliente({
      accion: 'agendarEntrevista',
      usuario: 'U',
      cliente: 'C',
      pedidoId: 1,
      cargo: 'X',
      candidato: 'Y',
      estadoNuevo: 4,
      fechaCita: instanteEnBogota('2026-03-05', 9, 30),
    });
    expect(c.texto).toContain('Fecha de la entrevista: 05/03/2026 09:30.');
  });
});
