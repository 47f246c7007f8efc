import { Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  CAMPOS_NIVEL,
  NIVEL_ORGANIZACIONAL,
  type CamposOrdenContratacionEntrada,
  type ReglasOrden,
} from '@talento/rules';
import {
  CampoArea,
  CampoDinero,
  CampoTexto,
  Casilla,
  FechaIngresoOrden,
  JornadaOrden,
  opcionesCatalogo,
  opcionesCodigoNombre,
  propsDeControl,
  Rejilla,
  SeleccionCatalogoOrden,
  SeleccionIdOrden,
  type ControlOrden,
} from '@talento/ui';
import { trpc, type RouterOutputs } from '../trpc';

type Maestros = RouterOutputs['contratacion']['cliente']['maestros'];

interface Props {
  control: ControlOrden;
  register: UseFormRegister<CamposOrdenContratacionEntrada>;
  errores: FieldErrors<CamposOrdenContratacionEntrada>;
  maestros: Maestros | undefined;
  reglas: ReglasOrden;
  riesgoArl: string | undefined;
  tipoJornada: string | undefined;
}

/**
 * The fields a client fills to start a hiring order: the required ones of spec 01 §5 and the client's conditional
 * ones (levels, obra/labor); the optional pay details (commissions, concepts…) are completed by Talento's staff.
 */
export function CamposIniciarOrden({
  control,
  register,
  errores,
  maestros,
  reglas,
  riesgoArl,
  tipoJornada,
}: Props) {
  const centros = trpc.contratacion.cliente.centrosTrabajo.useQuery(
    { riesgoArl: riesgoArl ?? '' },
    { enabled: Boolean(riesgoArl) },
  );
  const cat = maestros?.catalogos;
  const seleccion = (
    campo: 'relacionLaboral' | 'tipoSalario' | 'riesgoArl',
    etiqueta: string,
    opciones: { valor: string; etiqueta: string }[],
  ) => (
    <SeleccionCatalogoOrden
      control={control}
      campo={campo}
      etiqueta={etiqueta}
      requerido
      opciones={opciones}
    />
  );
  const id = (
    campo: 'dptoId' | 'centroTrabajoId' | (typeof CAMPOS_NIVEL)[number],
    etiqueta: string,
    opciones: { valor: number; etiqueta: string }[],
  ) => (
    <SeleccionIdOrden
      key={campo}
      control={control}
      campo={campo}
      etiqueta={etiqueta}
      requerido
      opciones={opciones}
    />
  );
  return (
    <div className="flex flex-col gap-5">
      <Rejilla elemento="div" etiqueta="Ingreso y salario">
        <CampoTexto
          etiqueta="Persona que autoriza el ingreso"
          requerido
          {...register('personaAutorizaIngreso')}
          error={errores.personaAutorizaIngreso?.message}
        />
        <FechaIngresoOrden control={control} />
        <Controller
          control={control}
          name="salario"
          render={(c) => (
            <CampoDinero etiqueta="Salario" requerido {...propsDeControl(c)} valor={c.field.value ?? null} />
          )}
        />
        <Controller
          control={control}
          name="salarioIntegral"
          render={(c) => (
            <Casilla
              etiqueta="Salario integral"
              name={c.field.name}
              valor={c.field.value === true}
              onChange={(v) => c.field.onChange(v)}
            />
          )}
        />
        {seleccion('relacionLaboral', 'Relación laboral', opcionesCatalogo(cat?.RELACION_LABORAL))}
        {seleccion('tipoSalario', 'Tipo de salario', opcionesCatalogo(cat?.TIPO_SALARIO))}
        {seleccion('riesgoArl', 'Riesgo ARL', opcionesCatalogo(cat?.RIESGO_ARL))}
        {id('centroTrabajoId', 'Centro de trabajo', opcionesCodigoNombre(centros.data))}
      </Rejilla>
      <Rejilla elemento="div" etiqueta="Jornada y organización">
        <JornadaOrden control={control} tipoJornada={tipoJornada} />
        {id('dptoId', 'Centro de costo (dpto)', opcionesCodigoNombre(maestros?.centrosCosto))}
        {NIVEL_ORGANIZACIONAL.opciones.map((n, i) =>
          // Only the levels the client's configuration requires: the others are Talento's to complete.
          reglas.nivelesRequeridos.includes(n.valor)
            ? id(
                CAMPOS_NIVEL[i] as (typeof CAMPOS_NIVEL)[number],
                `Nivel ${n.valor}: ${n.etiqueta}`,
                opcionesCodigoNombre(maestros?.niveles.filter((x) => x.nivel === n.valor)),
              )
            : null,
        )}
      </Rejilla>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {reglas.ofertaMercantil && (
          <CampoArea
            etiqueta="Obra o labor"
            requerido
            rows={3}
            {...register('obraLabor')}
            error={errores.obraLabor?.message}
          />
        )}
        <CampoArea
          etiqueta="Observaciones"
          rows={3}
          {...register('observaciones')}
          error={errores.observaciones?.message}
        />
      </div>
    </div>
  );
}
