/** A valid profile form (every required field filled) for tests of the rules, the API and the UI. */
import type { CamposPerfilEntrada } from './formulario';

export function formularioPerfilValido(ids: {
  cargoId: number;
  tipoCargoId: number;
  categoriaStockId: number;
  valores: number[];
  subnivel?: string;
}): CamposPerfilEntrada {
  return {
    cargoId: ids.cargoId,
    nombreCargoPerfil: 'Analista de nómina',
    misionCargoPerfil: 'Liquidar la nómina de los trabajadores en misión a tiempo y sin errores.',
    tipo: null,
    tipoCargoId: ids.tipoCargoId,
    tipologia: 0,
    tiempoDiasBusqueda: 10,
    modoSalario: 'SMMLV',
    salario: null,
    periodoPago: 0,
    horarioTrabajo: 2,
    categoriaStockId: ids.categoriaStockId,
    caracteristicas: [],
    competencias: [],
    valores: ids.valores,
    responsabilidades: [
      {
        funcion: 'Liquidar la nómina',
        porcentaje: 70,
        queHace: 'Liquida',
        comoHace: 'Con el sistema de nómina',
        paraQueHace: 'Pagar a tiempo',
      },
      {
        funcion: 'Atender novedades',
        porcentaje: 30,
        queHace: 'Atiende',
        comoHace: 'Por correo',
        paraQueHace: 'Evitar reclamos',
      },
    ],
    indicadores: [
      {
        nombre: 'Exactitud',
        formula: 'Errores / liquidaciones',
        peso: 100,
        periodicidad: 'Mensual',
        meta: '99 %',
        objetivoProceso: 'Nómina sin errores',
      },
    ],
    relacionesAreas: [{ area: 'Tesorería', proposito: 'Programar los pagos', relacion: 0 }],
    estadoCivil: 0,
    estrato: 1,
    educacion: 1,
    direccion: 'Dirección Administrativa',
    gerencia: 'Gerencia de Gestión Humana',
    subgerencia: 'Subgerencia de Nómina',
    coordinacion: 'Coordinación de Nómina',
    queHace: 'Liquida la nómina',
    comoHace: 'Con el sistema de nómina',
    paraQueHace: 'Para pagar a tiempo',
    subnivelElEmpleo: ids.subnivel ?? '5030',
  };
}
