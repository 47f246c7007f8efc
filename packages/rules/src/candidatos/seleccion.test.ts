import { describe, expect, it } from 'vitest';
import { MENSAJES_CANDIDATO } from './maquina';
import {
  accionesCandidatoStaff,
  CamposEspontaneo,
  decidirDescarte,
  EntradaCambiarEstado,
  lecturaDocumentos,
  lecturaHvYPruebas,
  lecturaProductoTerminado,
  mensajeDisponibilidad,
  MENSAJES_PIPELINE,
  motivoDescarteFaltante,
  pedidoAdmiteCandidatos,
  pruebasRequeridas,
  validarArchivoEspontaneo,
  verificarSeleccion,
  type DatosSeleccion,
} from './seleccion';

const sinPruebas = {
  pruebaFac: false,
  pruebaDetac: false,
  pruebaComp: false,
  pruebaIdisc: false,
  pruebaValores: false,
  pruebaEntrevistas: false,
};
const ok: DatosSeleccion = {
  minPorcentajeHv: 70,
  porcentajeHv: 80,
  pruebasRequeridas: ['FAC', 'DETAC'],
  pruebasRealizadas: ['FAC', 'DETAC', 'VALORES'],
  documentos: [{ requisitoId: 1, resultado: 1, fecha: '2026-01-01', id: 1 }],
  estadoProducto: 1,
  esSuperusuario: false,
};

describe('adding a candidate', () => {
  it.each([
    [0, null],
    [1, 'Este candidato ya se encuentra en proceso con un pedido.'],
    [2, 'Este candidato ya ha sido contratado.'],
    [3, 'Este candidato no se encuentra disponible.'],
  ])('availability %d → %s', (d, m) => expect(mensajeDisponibilidad(d)).toBe(m));

  it.each([
    [0, false],
    [1, false],
    [111, false],
    [112, false],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
  ])('order state %d accepts candidates: %s', (e, r) => expect(pedidoAdmiteCandidatos(e)).toBe(r));
});

describe('the three readings of moving to selected', () => {
  it('tests required follow the order flags in a fixed order', () => {
    expect(pruebasRequeridas(sinPruebas)).toEqual([]);
    expect(
      pruebasRequeridas({ ...sinPruebas, pruebaFac: true, pruebaComp: true, pruebaEntrevistas: true }),
    ).toEqual(['FAC', 'COMPETENCIAS', 'ENTREVISTA']);
  });

  it('(a) config, CV percentage, tests', () => {
    expect(lecturaHvYPruebas(ok)).toBeNull();
    expect(lecturaHvYPruebas({ ...ok, minPorcentajeHv: null })).toBe('Configuración no definida');
    expect(lecturaHvYPruebas({ ...ok, porcentajeHv: 69.99 })).toBe(
      'El porcentaje de completitud de la HV es menor al permitido(70) para ser un candidato seleccionado',
    );
    expect(lecturaHvYPruebas({ ...ok, porcentajeHv: null })).toBe(MENSAJES_PIPELINE.porcentajeHv(70));
    expect(lecturaHvYPruebas({ ...ok, porcentajeHv: 70 })).toBeNull();
    expect(lecturaHvYPruebas({ ...ok, pruebasRealizadas: [] })).toBe('No ha realizado pruebas');
    expect(lecturaHvYPruebas({ ...ok, pruebasRealizadas: ['VALORES'] })).toBe('No ha realizado pruebas');
    expect(lecturaHvYPruebas({ ...ok, pruebasRealizadas: ['FAC'] })).toBe('No ha realizado DETAC');
    expect(
      lecturaHvYPruebas({
        ...ok,
        pruebasRequeridas: ['FAC', 'COMPETENCIAS'],
        pruebasRealizadas: ['COMPETENCIAS'],
      }),
    ).toBe('No ha realizado FAC');
    expect(lecturaHvYPruebas({ ...ok, pruebasRequeridas: [], pruebasRealizadas: [] })).toBeNull();
  });

  it('(b) the latest result of each document must be "Cumple"', () => {
    expect(lecturaDocumentos([])).toBeNull();
    expect(lecturaDocumentos([{ requisitoId: 1, resultado: 0, fecha: '2026-01-01', id: 1 }])).toBe(
      'No se puede seleccionar al candidato porque no todos los documentos han sido aprobados',
    );
    // A later "Cumple" replaces an earlier failure; a later failure replaces an earlier pass.
    expect(
      lecturaDocumentos([
        { requisitoId: 1, resultado: 0, fecha: '2026-01-01', id: 1 },
        { requisitoId: 1, resultado: 1, fecha: '2026-02-01', id: 2 },
      ]),
    ).toBeNull();
    expect(
      lecturaDocumentos([
        { requisitoId: 1, resultado: 1, fecha: '2026-03-01', id: 1 },
        { requisitoId: 1, resultado: 0, fecha: '2026-03-01', id: 2 },
      ]),
    ).toBe(MENSAJES_PIPELINE.documentos);
    expect(
      lecturaDocumentos([
        { requisitoId: 1, resultado: 1, fecha: '2026-01-01', id: 1 },
        { requisitoId: 2, resultado: 0, fecha: '2026-01-01', id: 2 },
      ]),
    ).toBe(MENSAJES_PIPELINE.documentos);
  });

  it('(c) finished product unless super user', () => {
    expect(lecturaProductoTerminado(1, false)).toBeNull();
    expect(lecturaProductoTerminado(0, false)).toBe(MENSAJES_PIPELINE.productoTerminado);
    expect(lecturaProductoTerminado(0, true)).toBeNull();
  });

  it('all three in order a, b, c', () => {
    expect(verificarSeleccion(ok)).toBeNull();
    const todoMal = {
      ...ok,
      porcentajeHv: 10,
      documentos: [{ requisitoId: 1, resultado: 0, fecha: '2026-01-01', id: 1 }],
      estadoProducto: 0,
    };
    expect(verificarSeleccion(todoMal)).toBe(MENSAJES_PIPELINE.porcentajeHv(70));
    expect(verificarSeleccion({ ...todoMal, porcentajeHv: 90 })).toBe(MENSAJES_PIPELINE.documentos);
    expect(verificarSeleccion({ ...todoMal, porcentajeHv: 90, documentos: [] })).toBe(
      MENSAJES_PIPELINE.productoTerminado,
    );
    expect(
      verificarSeleccion({ ...todoMal, porcentajeHv: 90, documentos: [], esSuperusuario: true }),
    ).toBeNull();
  });
});

describe('staff buttons and discard', () => {
  const todos = ['add_candidatopedido', 'enviar_candidato_a_cliente'];
  const s = (estado: number, pool: number, etapaPedido: number, activo = true) => ({
    estado,
    pool,
    activo,
    etapaPedido,
  });

  it('buttons are limited by the flags', () => {
    expect(accionesCandidatoStaff(s(0, 0, 2), todos)).toEqual(['seleccionar', 'remover']);
    expect(accionesCandidatoStaff(s(0, 0, 2), ['enviar_candidato_a_cliente'])).toEqual([]);
    expect(accionesCandidatoStaff(s(1, 1, 3), todos)).toEqual(['validar', 'rechazar']);
    expect(accionesCandidatoStaff(s(1, 1, 3), ['add_candidatopedido'])).toEqual([]);
    expect(accionesCandidatoStaff(s(0, 1, 3), ['add_candidatopedido'])).toEqual(['devolverPreseleccion']);
  });

  it('a client rejection (state 3) is validated once by the staff discard, at stages 3–4', () => {
    expect(accionesCandidatoStaff(s(3, 1, 3), todos)).toEqual(['rechazar']);
    expect(accionesCandidatoStaff(s(3, 1, 3), todos, true)).toEqual([]);
    expect(decidirDescarte(s(3, 1, 4), false)).toEqual({
      ok: true,
      estadoNuevo: 3,
      poolNuevo: 1,
      activoNuevo: true,
    });
    expect(decidirDescarte(s(3, 1, 4), true)).toEqual({ ok: false, mensaje: MENSAJES_CANDIDATO.noPermitido });
    expect(decidirDescarte(s(3, 1, 2), false)).toEqual({ ok: false, mensaje: MENSAJES_CANDIDATO.etapa });
    expect(decidirDescarte(s(3, 1, 3, false), false)).toEqual({
      ok: false,
      mensaje: MENSAJES_CANDIDATO.inactivo,
    });
    expect(decidirDescarte(s(1, 1, 3), false)).toEqual({
      ok: true,
      estadoNuevo: 3,
      poolNuevo: 1,
      activoNuevo: true,
    });
    expect(decidirDescarte(s(2, 1, 3), false).ok).toBe(false);
  });

  it('the reason is required unless the state is 3', () => {
    expect(motivoDescarteFaltante(1, null)).toBe(true);
    expect(motivoDescarteFaltante(1, 4)).toBe(false);
    expect(motivoDescarteFaltante(3, null)).toBe(false);
  });
});

describe('EntradaCambiarEstado', () => {
  const base = { id: 1, version: 1 };
  it('accepts each action with its data', () => {
    expect(EntradaCambiarEstado.safeParse({ ...base, accion: 'validar' }).success).toBe(true);
    expect(
      EntradaCambiarEstado.safeParse({ ...base, accion: 'agendarEntrevista', fecha: new Date() }).success,
    ).toBe(true);
    expect(
      EntradaCambiarEstado.safeParse({
        ...base,
        accion: 'rechazar',
        motivoRechazoId: 1,
        accionDescarte: 'ninguna',
        vetarCandidato: 0,
      }).success,
    ).toBe(true);
  });
  const mensajes = (input: unknown) => {
    const r = EntradaCambiarEstado.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('refuses missing or inconsistent data with Spanish messages', () => {
    expect(mensajes({ ...base, accion: 'agendarEntrevista' })).toEqual([
      MENSAJES_PIPELINE.fechaEntrevistaRequerida,
    ]);
    expect(mensajes({ ...base, accion: 'rechazar', vetarCandidato: 0 })).toEqual([
      MENSAJES_PIPELINE.accionRequerida,
    ]);
    expect(mensajes({ ...base, accion: 'rechazar', accionDescarte: 'ninguna' })).toEqual([
      MENSAJES_PIPELINE.vetarRequerido,
    ]);
    expect(
      mensajes({ ...base, accion: 'rechazar', accionDescarte: 'a_categoria', vetarCandidato: 1 }),
    ).toEqual([MENSAJES_PIPELINE.categoriaRequerida]);
    expect(
      mensajes({ ...base, accion: 'rechazar', accionDescarte: 'a_pedido_vigente', vetarCandidato: 1 }),
    ).toEqual([MENSAJES_PIPELINE.pedidoRequerido]);
    expect(
      mensajes({
        ...base,
        accion: 'rechazar',
        accionDescarte: 'a_pedido_stock',
        vetarCandidato: 1,
        pedidoDestinoId: 3,
      }),
    ).toEqual([]);
    expect(EntradaCambiarEstado.safeParse({ ...base, accion: 'seleccionar' }).success).toBe(false);
    expect(EntradaCambiarEstado.safeParse({}).success).toBe(false);
  });
});

describe('spontaneous candidate', () => {
  const datos = {
    nombres: 'Ana',
    apellidos: 'Ruiz',
    cedula: '1020304050',
    telefono: '300 123 4567',
    email: 'ana@correo.co',
  };
  it('required fields and a valid e-mail', () => {
    expect(CamposEspontaneo.safeParse(datos).success).toBe(true);
    const r = CamposEspontaneo.safeParse({ ...datos, nombres: ' ', email: 'no-es-correo' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      MENSAJES_PIPELINE.campoRequerido,
      MENSAJES_PIPELINE.correoInvalido,
    ]);
  });

  it('attachment: ≤ 10 MB, PDF/DOC/DOCX/JPG/PNG by extension, declared type and first bytes', () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);
    const docx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]);
    expect(
      validarArchivoEspontaneo({ nombre: 'hv.pdf', tipoMime: 'application/pdf', tamano: 6, bytes: pdf }),
    ).toEqual({ ok: true, tipoMime: 'application/pdf' });
    expect(validarArchivoEspontaneo({ nombre: 'hv.docx', tipoMime: '', tamano: 5, bytes: docx })).toEqual({
      ok: true,
      tipoMime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const malo = { ok: false, mensaje: MENSAJES_PIPELINE.archivoTipo };
    expect(
      validarArchivoEspontaneo({ nombre: 'hv.exe', tipoMime: 'application/pdf', tamano: 6, bytes: pdf }),
    ).toEqual(malo);
    expect(
      validarArchivoEspontaneo({ nombre: 'hv.pdf', tipoMime: 'image/png', tamano: 6, bytes: pdf }),
    ).toEqual(malo);
    expect(
      validarArchivoEspontaneo({ nombre: 'hv.png', tipoMime: 'image/png', tamano: 6, bytes: pdf }),
    ).toEqual(malo);
    expect(validarArchivoEspontaneo({ nombre: 'hv.pdf', tipoMime: 'application/pdf', tamano: 0 })).toEqual(
      malo,
    );
    expect(
      validarArchivoEspontaneo({
        nombre: 'hv.pdf',
        tipoMime: 'application/pdf',
        tamano: 10 * 1024 * 1024 + 1,
      }),
    ).toEqual({ ok: false, mensaje: MENSAJES_PIPELINE.archivoGrande });
  });
});
