import { describe, expect, it } from 'vitest';
import { ESTADO_PEDIDO, EstadoPedido } from '../enums/pedidos';
import {
  accionesDisponibles,
  aprobar,
  avanzar,
  cancelar,
  confirmacionDeEtapa,
  esBorrador,
  esCerrado,
  finalizar,
  rutaDePedido,
} from './maquina-estados';
import { MENSAJES_PEDIDOS } from './mensajes';

const ok = (estadoNuevo: number) => ({ ok: true, estadoNuevo });
const no = (mensaje: string) => ({ ok: false, mensaje });
const NO_PERMITE = no(MENSAJES_PEDIDOS.estadoNoPermite);
const CERRADO = no(MENSAJES_PEDIDOS.cerrado);

const {
  CANCELADO,
  SOLICITUD,
  SOLICITUD_MULTICIUDAD,
  CREADO,
  PRESELECCION,
  SELECCION,
  LEGALIZACION,
  TERMINADO,
} = EstadoPedido;

/** Expected outcome of every action from every state (spec 01 §4). */
const TABLA = [
  {
    estado: CANCELADO,
    aprobar: NO_PERMITE,
    avanzarSin: NO_PERMITE,
    avanzarCon: NO_PERMITE,
    finalizarCompleto: NO_PERMITE,
    finalizarIncompleto: NO_PERMITE,
    cancelar: CERRADO,
  },
  {
    estado: SOLICITUD,
    aprobar: ok(2),
    avanzarSin: NO_PERMITE,
    avanzarCon: NO_PERMITE,
    finalizarCompleto: NO_PERMITE,
    finalizarIncompleto: NO_PERMITE,
    cancelar: ok(0),
  },
  {
    estado: SOLICITUD_MULTICIUDAD,
    aprobar: ok(2),
    avanzarSin: NO_PERMITE,
    avanzarCon: NO_PERMITE,
    finalizarCompleto: NO_PERMITE,
    finalizarIncompleto: NO_PERMITE,
    cancelar: ok(0),
  },
  {
    estado: CREADO,
    aprobar: ok(2),
    avanzarSin: NO_PERMITE,
    avanzarCon: NO_PERMITE,
    finalizarCompleto: NO_PERMITE,
    finalizarIncompleto: NO_PERMITE,
    cancelar: ok(0),
  },
  {
    estado: PRESELECCION,
    aprobar: NO_PERMITE,
    avanzarSin: no(MENSAJES_PEDIDOS.alMenosUnSeleccionado),
    avanzarCon: ok(3),
    finalizarCompleto: NO_PERMITE,
    finalizarIncompleto: NO_PERMITE,
    cancelar: ok(0),
  },
  {
    estado: SELECCION,
    aprobar: NO_PERMITE,
    avanzarSin: ok(4),
    avanzarCon: ok(4),
    finalizarCompleto: NO_PERMITE,
    finalizarIncompleto: NO_PERMITE,
    cancelar: ok(0),
  },
  {
    estado: LEGALIZACION,
    aprobar: NO_PERMITE,
    avanzarSin: NO_PERMITE,
    avanzarCon: NO_PERMITE,
    finalizarCompleto: ok(5),
    finalizarIncompleto: no(MENSAJES_PEDIDOS.vacantesIncompletas),
    cancelar: ok(0),
  },
  {
    estado: TERMINADO,
    aprobar: NO_PERMITE,
    avanzarSin: NO_PERMITE,
    avanzarCon: NO_PERMITE,
    finalizarCompleto: NO_PERMITE,
    finalizarIncompleto: NO_PERMITE,
    cancelar: CERRADO,
  },
];

describe('maquinaPedido: every state × every action', () => {
  it('the table covers every state of the catalogue', () => {
    expect(TABLA.map((f) => f.estado).sort()).toEqual([...ESTADO_PEDIDO.valores].sort());
  });

  describe.each(TABLA)('estado $estado', (fila) => {
    it('aprobar', () => expect(aprobar(fila.estado)).toEqual(fila.aprobar));
    it('avanzar with no selected candidate', () => expect(avanzar(fila.estado, 0)).toEqual(fila.avanzarSin));
    it('avanzar with selected candidates', () => {
      expect(avanzar(fila.estado, 1)).toEqual(fila.avanzarCon);
      expect(avanzar(fila.estado, 7)).toEqual(fila.avanzarCon);
    });
    it('finalizar with every vacancy filled (and more)', () => {
      expect(finalizar(fila.estado, 3, 3)).toEqual(fila.finalizarCompleto);
      expect(finalizar(fila.estado, 3, 4)).toEqual(fila.finalizarCompleto);
    });
    it('finalizar with vacancies missing', () =>
      expect(finalizar(fila.estado, 3, 2)).toEqual(fila.finalizarIncompleto));
    it('cancelar', () => expect(cancelar(fila.estado)).toEqual(fila.cancelar));
  });

  it('messages are quoted exactly as the spec shows them', () => {
    expect(MENSAJES_PEDIDOS.alMenosUnSeleccionado).toBe('Debes tener al menos 1 candidato seleccionado');
    expect(MENSAJES_PEDIDOS.vacantesIncompletas).toBe('No estan completas las vacantes');
    expect(MENSAJES_PEDIDOS.etapa(3)).toBe('Se pasó el pedido a la etapa 3');
    expect(MENSAJES_PEDIDOS.finalizado).toBe('Se finalizó el pedido');
    expect(MENSAJES_PEDIDOS.creado).toBe('Pedido Creado');
    expect(MENSAJES_PEDIDOS.guardado(12)).toBe('Pedido 12 guardado');
    expect(MENSAJES_PEDIDOS.aprobado(12)).toBe('Pedido 12 aprobado');
  });
});

describe('state predicates, offered actions and navigation', () => {
  it.each([
    { estado: CANCELADO, cerrado: true, borrador: false, acciones: [], ruta: '/pedido-detail/9' },
    {
      estado: SOLICITUD,
      cerrado: false,
      borrador: true,
      acciones: ['editar', 'aprobar', 'cancelar'],
      ruta: '/pedidos-edit/9',
    },
    {
      estado: SOLICITUD_MULTICIUDAD,
      cerrado: false,
      borrador: true,
      acciones: ['editar', 'aprobar', 'cancelar'],
      ruta: '/pedidos-edit/9',
    },
    {
      estado: CREADO,
      cerrado: false,
      borrador: true,
      acciones: ['editar', 'aprobar', 'cancelar'],
      ruta: '/pedido-detail/9',
    },
    {
      estado: PRESELECCION,
      cerrado: false,
      borrador: false,
      acciones: ['avanzar', 'cancelar'],
      ruta: '/pedido-detail/9',
    },
    {
      estado: SELECCION,
      cerrado: false,
      borrador: false,
      acciones: ['avanzar', 'cancelar'],
      ruta: '/pedido-detail/9',
    },
    {
      estado: LEGALIZACION,
      cerrado: false,
      borrador: false,
      acciones: ['finalizar', 'cancelar'],
      ruta: '/pedido-detail/9',
    },
    { estado: TERMINADO, cerrado: true, borrador: false, acciones: [], ruta: '/pedido-detail/9' },
  ])('estado $estado', ({ estado, cerrado, borrador, acciones, ruta }) => {
    expect(esCerrado(estado)).toBe(cerrado);
    expect(esBorrador(estado)).toBe(borrador);
    expect(accionesDisponibles(estado)).toEqual(acciones);
    expect(rutaDePedido(9, estado)).toBe(ruta);
  });

  it('every offered action is accepted by the machine (buttons and server agree)', () => {
    for (const estado of ESTADO_PEDIDO.valores) {
      for (const accion of accionesDisponibles(estado)) {
        const r =
          accion === 'aprobar'
            ? aprobar(estado)
            : accion === 'avanzar'
              ? avanzar(estado, 1)
              : accion === 'finalizar'
                ? finalizar(estado, 1, 1)
                : accion === 'cancelar'
                  ? cancelar(estado)
                  : { ok: esBorrador(estado) };
        expect(r.ok, `${estado} ${accion}`).toBe(true);
      }
    }
  });
});

describe('confirmacionDeEtapa', () => {
  it('nombra las dos etapas del avance y el verbo del botón', () => {
    expect(confirmacionDeEtapa('avanzar', EstadoPedido.PRESELECCION)).toEqual({
      titulo: 'Pasar a la siguiente etapa',
      mensaje: 'El pedido pasará de «Preselección» a «Selección».',
      verbo: 'Pasar a «Selección»',
    });
    expect(confirmacionDeEtapa('avanzar', EstadoPedido.SELECCION)?.mensaje).toBe(
      'El pedido pasará de «Selección» a «Legalización de contrato».',
    );
  });

  it('finalizar dice que el pedido terminado no admite más cambios', () => {
    expect(confirmacionDeEtapa('finalizar', EstadoPedido.LEGALIZACION)).toEqual({
      titulo: 'Finalizar pedido',
      mensaje:
        'El pedido pasará de «Legalización de contrato» a «Terminado». Un pedido terminado no admite más cambios.',
      verbo: 'Finalizar pedido',
    });
  });

  it('sin movimiento posible no hay confirmación', () => {
    for (const estado of [0, 1, 4, 5, 111, 112]) expect(confirmacionDeEtapa('avanzar', estado)).toBeNull();
    for (const estado of [0, 1, 2, 3, 5]) expect(confirmacionDeEtapa('finalizar', estado)).toBeNull();
  });
});
