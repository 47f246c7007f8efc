import { describe, expect, it } from 'vitest';
import { formularioPerfilValido } from './datos-prueba';
import { EntradaCrearPerfil, EntradaEditarPerfil, type CamposPerfilEntrada } from './formulario';
import { MENSAJES_PERFILES as M } from './mensajes';
import type { ContextoValidacion } from './reglas';
import { esquemaFormularioPerfil, validarFormularioPerfil } from './validacion';

const valido = formularioPerfilValido({ cargoId: 1, tipoCargoId: 2, categoriaStockId: 3, valores: [1, 2] });
const contexto: ContextoValidacion = {
  smmlv: 1_423_500,
  limites: { maxCompetencias: 3, maxSubCompetencias: 6, minValores: 1, maxValores: 5 },
  padreDeCompetencia: new Map([
    [1, null],
    [11, 1],
  ]),
  validarCompetencias: true,
  exigeTipo: false,
  exigeFac: false,
};
const errores = (cambios: Partial<CamposPerfilEntrada>) => {
  const r = validarFormularioPerfil({ ...valido, ...cambios }, contexto);
  return r.ok ? {} : r.errores;
};

describe('formulario de perfil', () => {
  it('acepta el formulario completo', () => {
    expect(validarFormularioPerfil(valido, contexto).ok).toBe(true);
    expect(EntradaCrearPerfil.safeParse({ ...valido, clienteId: 4 }).success).toBe(true);
    expect(EntradaEditarPerfil.safeParse({ ...valido, id: 4, version: 1 }).success).toBe(true);
  });

  it.each<[string, Partial<CamposPerfilEntrada>, Record<string, string>]>([
    ['cargo requerido', { cargoId: undefined }, { cargoId: M.cargo }],
    ['nombre del cargo requerido', { nombreCargoPerfil: '  ' }, { nombreCargoPerfil: M.requerido }],
    ['misión requerida', { misionCargoPerfil: '' }, { misionCargoPerfil: M.requerido }],
    ['tipo de cargo requerido', { tipoCargoId: undefined }, { tipoCargoId: M.tipoCargo }],
    ['días de búsqueda mínimo 1', { tiempoDiasBusqueda: 0 }, { tiempoDiasBusqueda: M.rango(1, 365) }],
    [
      'ubicación organizacional requerida',
      { direccion: '', gerencia: '', subgerencia: '', coordinacion: '' },
      { direccion: M.requerido, gerencia: M.requerido, subgerencia: M.requerido, coordinacion: M.requerido },
    ],
    [
      'propósito requerido',
      { queHace: '', comoHace: '', paraQueHace: '' },
      { queHace: M.requerido, comoHace: M.requerido, paraQueHace: M.requerido },
    ],
    [
      'subnivel y categoría de stock requeridos',
      { subnivelElEmpleo: '', categoriaStockId: undefined },
      { subnivelElEmpleo: M.subnivel, categoriaStockId: M.categoriaStock },
    ],
    [
      'porcentaje de responsabilidad 0 a 100',
      { responsabilidades: [{ ...valido.responsabilidades[0]!, porcentaje: 101 }] },
      { 'responsabilidades.0.porcentaje': M.rango(0, 100) },
    ],
    [
      'porcentaje negativo',
      { responsabilidades: [{ ...valido.responsabilidades[0]!, porcentaje: -1 }] },
      { 'responsabilidades.0.porcentaje': M.rango(0, 100) },
    ],
    [
      'campos de responsabilidad requeridos',
      { responsabilidades: [{ ...valido.responsabilidades[0]!, comoHace: '' }] },
      { 'responsabilidades.0.comoHace': M.requerido },
    ],
    [
      'peso de indicador 0 a 100',
      { indicadores: [{ ...valido.indicadores![0]!, peso: 150 }] },
      { 'indicadores.0.peso': M.rango(0, 100) },
    ],
    [
      'campos de relación requeridos',
      { relacionesAreas: [{ area: '', proposito: 'x', relacion: 1 }] },
      { 'relacionesAreas.0.area': M.requerido },
    ],
    [
      'multiposting máximo 5',
      { profesionesElEmpleo: ['1', '2', '3', '4', '5', '6'] },
      { profesionesElEmpleo: M.maxMultiposting(5) },
    ],
    [
      'edad marcada requiere mínimo y máximo',
      { requiereEdad: true },
      { edadMinima: M.requerido, edadMaxima: M.requerido },
    ],
    [
      'edad máxima no menor a la mínima',
      { requiereEdad: true, edadMinima: 30, edadMaxima: 20 },
      { edadMaxima: M.edadMaxima },
    ],
    ['edad mínima 0', { requiereEdad: true, edadMinima: -1, edadMaxima: 20 }, { edadMinima: M.minimo(0) }],
    ['género marcado requiere 1 o 2', { requiereGenero: true, genero: 0 }, { genero: M.requerido }],
    ['residencia marcada requiere ciudad', { requiereResidencia: true }, { lugarResidenciaId: M.requerido }],
    ['nacimiento marcado requiere ciudad', { requiereNacimiento: true }, { lugarNacimientoId: M.requerido }],
    ['hijos marcado requiere número', { requiereHijos: true }, { numeroHijos: M.requerido }],
    ['hijos mínimo 1', { requiereHijos: true, numeroHijos: 0 }, { numeroHijos: M.minimo(1) }],
    ['perfil derivado requiere padre', { esHijo: true }, { perfilPadreId: M.perfilPadre }],
    ['salario OTRO requerido', { modoSalario: 'OTRO', salario: null }, { salario: M.requerido }],
    ['salario OTRO menor al mínimo', { modoSalario: 'OTRO', salario: 900_000 }, { salario: M.salarioMinimo }],
    [
      'salario de más de 10 caracteres',
      { modoSalario: 'OTRO', salario: 12_345_678_901 },
      { salario: M.maxCaracteres(10) },
    ],
    ['competencias sin tipo de prueba', { competencias: [1, 11] }, { competencias: M.tipoPruebaPrimero }],
    [
      'competencias en tipo no administrativo',
      { tipo: 3, competencias: [1, 11] },
      { competencias: M.soloAdministrativo },
    ],
    [
      'administrativo sin subcompetencias',
      { tipo: 1, competencias: [1] },
      { competencias: M.subcompetenciasObligatorias },
    ],
    ['valores bajo el mínimo', { valores: [] }, { valores: M.minValores(1) }],
  ])('%s', (_caso, cambios, esperado) => {
    expect(errores(cambios)).toEqual(esperado);
  });

  it('bloques apagados no exigen nada aunque traigan valores vacíos', () => {
    expect(
      errores({ requiereEdad: false, edadMinima: null, requiereHijos: false, numeroHijos: null }),
    ).toEqual({});
  });

  it('en edición el FAC y el tipo se exigen a quien los puede definir', () => {
    const r = validarFormularioPerfil(valido, { ...contexto, exigeFac: true, exigeTipo: true });
    expect(r.ok ? {} : r.errores).toEqual({ facId: M.fac, tipo: M.tipoPrueba });
  });

  it('el servidor rechaza la misma entrada inválida (mismo esquema)', () => {
    const r = EntradaCrearPerfil.safeParse({ ...valido, clienteId: 4, requiereEdad: true });
    expect(r.success).toBe(false);
    expect(EntradaCrearPerfil.safeParse({ ...valido }).success).toBe(false);
  });

  it('un campo inválido no oculta las reglas cruzadas ni las de configuración (todos los mensajes a la vez)', () => {
    expect(errores({ nombreCargoPerfil: '', requiereHijos: true, valores: [] })).toEqual({
      nombreCargoPerfil: M.requerido,
      numeroHijos: M.requerido,
      valores: M.minValores(1),
    });
  });

  it('el esquema del formulario (zodResolver) exige el cliente solo donde la pantalla lo elige', () => {
    const conCliente = esquemaFormularioPerfil(contexto, true);
    const sin = conCliente.safeParse(valido);
    expect(sin.success).toBe(false);
    expect(sin.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['clienteId', M.cliente]]);
    expect(conCliente.safeParse({ ...valido, clienteId: 4 }).data?.clienteId).toBe(4);
    expect(esquemaFormularioPerfil(contexto).safeParse(valido).success).toBe(true);
  });
});
