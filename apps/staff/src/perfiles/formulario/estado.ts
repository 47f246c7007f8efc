import type { OpcionTypeahead } from '@talento/ui';
import {
  bloquesDePerfil,
  valoresPorDefecto,
  type CamposPerfilEntrada,
  type ValoresFormularioPerfil,
} from '@talento/rules';
import type { CatalogosPerfil, PerfilCompleto } from '../comun/tipos';

/** The form as the screen holds it: the fields plus the typeahead picks shown by name. */
export interface EstadoFormularioPerfil {
  cliente: OpcionTypeahead | null;
  cargo: OpcionTypeahead | null;
  residencia: OpcionTypeahead | null;
  nacimiento: OpcionTypeahead | null;
  campos: Partial<CamposPerfilEntrada>;
}

/** What every section receives (the fields themselves come from the form's context). */
export interface PropsSeccion {
  catalogos: CatalogosPerfil;
}

/** The typeahead picks shown by name (the form holds only their ids). */
export type Elegidos = Pick<EstadoFormularioPerfil, 'cliente' | 'cargo' | 'residencia' | 'nacimiento'>;

const ciudad = (c: PerfilCompleto['lugarResidencia']): OpcionTypeahead | null =>
  c ? { id: c.id, etiqueta: c.nombre, detalle: c.departamento } : null;

/** A new profile with the create-form defaults of spec 02 §3 (salary from the minimum wage, default values ticked). */
export function estadoNuevo(c: CatalogosPerfil, cliente: OpcionTypeahead | null): EstadoFormularioPerfil {
  const d = valoresPorDefecto(
    c.smmlv,
    c.valores.filter((v) => v.defecto).map((v) => v.id),
  );
  return {
    cliente,
    cargo: null,
    residencia: null,
    nacimiento: null,
    campos: {
      ...d,
      tipo: null,
      nombreCargoPerfil: '',
      misionCargoPerfil: '',
      tiempoDiasBusqueda: undefined,
      caracteristicas: [],
      competencias: [],
      responsabilidades: [{ funcion: '', porcentaje: 0, queHace: '', comoHace: '', paraQueHace: '' }],
      indicadores: [],
      relacionesAreas: [],
      direccion: '',
      gerencia: '',
      subgerencia: '',
      coordinacion: '',
      queHace: '',
      comoHace: '',
      paraQueHace: '',
      subnivelElEmpleo: '',
      profesionesElEmpleo: [],
      sectoresElEmpleo: [],
      posicionesElEmpleo: [],
      areasTrabajoElEmpleo: [],
      facId: null,
    },
  };
}

/** The form filled from a stored profile (edit, or a duplicate: then without the FAC). */
export function estadoDesdePerfil(p: PerfilCompleto, duplicar: boolean): EstadoFormularioPerfil {
  const bloques = bloquesDePerfil({
    ...p,
    lugarResidenciaId: p.lugarResidencia?.id ?? null,
    lugarNacimientoId: p.lugarNacimiento?.id ?? null,
  });
  return {
    cliente: {
      id: p.cliente.id,
      etiqueta: p.cliente.nombre,
      detalle: `${p.cliente.tipoDocumento === 1 ? 'CC' : 'NIT'} ${p.cliente.numeroDocumento}`,
    },
    cargo: { id: p.cargo.id, etiqueta: p.cargo.nombre, detalle: p.cargo.codigo },
    residencia: ciudad(p.lugarResidencia),
    nacimiento: ciudad(p.lugarNacimiento),
    campos: {
      ...bloques,
      nombreCargoPerfil: p.nombreCargoPerfil,
      misionCargoPerfil: p.misionCargoPerfil,
      tipo: p.tipo as CamposPerfilEntrada['tipo'],
      tipoCargoId: p.tipoCargo?.id,
      tipologia: p.tipologia as CamposPerfilEntrada['tipologia'],
      tiempoDiasBusqueda: p.tiempoDiasBusqueda ?? undefined,
      esHijo: p.esHijo,
      perfilPadreId: p.perfilPadre?.id ?? null,
      cancelaPerfilPadre: p.cancelaPerfilPadre,
      esNegociacion: p.esNegociacion,
      modoSalario: p.esSmmlv ? 'SMMLV' : 'OTRO',
      salario: p.salario,
      periodoPago: p.periodoPago as CamposPerfilEntrada['periodoPago'],
      horarioTrabajo: p.horarioTrabajo as CamposPerfilEntrada['horarioTrabajo'],
      facId: duplicar ? null : (p.fac?.id ?? null),
      categoriaStockId: p.categoriaStock?.id,
      vigenciaStock: p.vigenciaStock,
      caracteristicas: p.caracteristicas,
      competencias: p.competencias,
      valores: p.valores,
      responsabilidades: p.responsabilidades,
      indicadores: p.indicadores,
      relacionesAreas: p.relacionesAreas.map((r) => ({ ...r, relacion: r.relacion as 0 | 1 })),
      otrasActitudes: p.otrasActitudes,
      observaciones: p.observaciones,
      edadMinima: p.edadMinima,
      edadMaxima: p.edadMaxima,
      genero: (bloques.requiereGenero ? p.genero : 1) as CamposPerfilEntrada['genero'],
      numeroHijos: p.numeroHijos,
      estadoCivil: p.estadoCivil as CamposPerfilEntrada['estadoCivil'],
      estrato: p.estrato as CamposPerfilEntrada['estrato'],
      educacion: p.educacion as CamposPerfilEntrada['educacion'],
      tallaBlusa: p.tallaBlusa,
      tallaPantalon: p.tallaPantalon,
      tallaCalzado: p.tallaCalzado,
      conocimientosTecnicos: p.conocimientosTecnicos,
      experienciaLaboral: p.experienciaLaboral,
      otrasHabilidades: p.otrasHabilidades,
      direccion: p.direccion ?? '',
      gerencia: p.gerencia ?? '',
      subgerencia: p.subgerencia ?? '',
      coordinacion: p.coordinacion ?? '',
      queHace: p.queHace ?? '',
      comoHace: p.comoHace ?? '',
      paraQueHace: p.paraQueHace ?? '',
      subnivelElEmpleo: p.subnivelElEmpleo ?? '',
      profesionesElEmpleo: p.profesionesElEmpleo,
      sectoresElEmpleo: p.sectoresElEmpleo,
      posicionesElEmpleo: p.posicionesElEmpleo,
      areasTrabajoElEmpleo: p.areasTrabajoElEmpleo,
    },
  };
}

/** The form's starting values: the fields plus the ids of the typeahead picks. */
export function valoresIniciales(e: EstadoFormularioPerfil): Partial<ValoresFormularioPerfil> {
  return {
    ...e.campos,
    clienteId: e.cliente?.id ?? null,
    cargoId: e.cargo?.id,
    lugarResidenciaId: e.residencia?.id ?? null,
    lugarNacimientoId: e.nacimiento?.id ?? null,
  };
}
