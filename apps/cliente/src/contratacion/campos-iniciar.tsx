import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  CAMPOS_NIVEL,
  fechaEnZonaNegocio,
  inicioDelDia,
  NIVEL_ORGANIZACIONAL,
  TIPO_JORNADA_ORDEN,
  type CamposOrdenContratacion,
  type CamposOrdenContratacionEntrada,
  type ReglasOrden,
} from '@talento/rules';
import { CampoArea, CampoDinero, CampoNumero, CampoTexto, Casilla, propsDeControl, Rejilla, Seleccion, SelectorFecha } from '@talento/ui';
import { trpc, type RouterOutputs } from '../trpc';

type Maestros = RouterOutputs['contratacion']['cliente']['maestros'];
type Forma = Control<CamposOrdenContratacionEntrada, unknown, CamposOrdenContratacion>;

interface Props {
  control: Forma;
  register: UseFormRegister<CamposOrdenContratacionEntrada>;
  errores: FieldErrors<CamposOrdenContratacionEntrada>;
  maestros: Maestros | undefined;
  reglas: ReglasOrden;
  riesgoArl: string | undefined;
  tipoJornada: string | undefined;
}

const opcionesDe = (catalogo: readonly { codigo: string; nombre: string }[] | undefined) => (catalogo ?? []).map((x) => ({ valor: x.codigo, etiqueta: x.nombre }));
const opcionesId = (filas: readonly { id: number; codigo: string; nombre: string }[] | undefined) => (filas ?? []).map((x) => ({ valor: x.id, etiqueta: `${x.codigo} - ${x.nombre}` }));

/**
 * The fields a client fills to start a hiring order: the required ones of spec 01 §5 and the client's conditional
 * ones (levels, obra/labor); the optional pay details (commissions, concepts…) are completed by Talento's staff.
 */
export function CamposIniciarOrden({ control, register, errores, maestros, reglas, riesgoArl, tipoJornada }: Props) {
  const centros = trpc.contratacion.cliente.centrosTrabajo.useQuery({ riesgoArl: riesgoArl ?? '' }, { enabled: Boolean(riesgoArl) });
  const cat = maestros?.catalogos;
  const seleccion = (campo: 'relacionLaboral' | 'tipoSalario' | 'riesgoArl', etiqueta: string, opciones: { valor: string; etiqueta: string }[]) => (
    <Controller
      control={control}
      name={campo}
      render={(c) => <Seleccion etiqueta={etiqueta} requerido {...propsDeControl(c)} valor={c.field.value ?? ''} onChange={(v) => c.field.onChange(v === '' ? null : v)} opciones={opciones} vacia="Seleccione" />}
    />
  );
  const id = (campo: 'dptoId' | 'centroTrabajoId' | (typeof CAMPOS_NIVEL)[number], etiqueta: string, opciones: { valor: number; etiqueta: string }[], requerido = true) => (
    <Controller
      control={control}
      name={campo}
      render={(c) => (
        <Seleccion etiqueta={etiqueta} requerido={requerido} {...propsDeControl(c)} valor={c.field.value ?? ''} onChange={(v) => c.field.onChange(v === '' ? null : Number(v))} opciones={opciones} vacia="Seleccione" />
      )}
    />
  );
  return (
    <div className="flex flex-col gap-5">
      <Rejilla elemento="div" etiqueta="Ingreso y salario">
        <CampoTexto etiqueta="Persona que autoriza el ingreso" requerido {...register('personaAutorizaIngreso')} error={errores.personaAutorizaIngreso?.message} />
        <Controller
          control={control}
          name="fechaIngreso"
          render={(c) => (
            <SelectorFecha
              etiqueta="Fecha de ingreso"
              requerido
              name={c.field.name}
              valor={typeof c.field.value === 'string' && c.field.value ? inicioDelDia(c.field.value) : null}
              onChange={(d) => c.field.onChange(d ? fechaEnZonaNegocio(d) : '')}
              error={c.fieldState.error?.message}
            />
          )}
        />
        <Controller control={control} name="salario" render={(c) => <CampoDinero etiqueta="Salario" requerido {...propsDeControl(c)} valor={c.field.value ?? null} />} />
        <Controller control={control} name="salarioIntegral" render={(c) => <Casilla etiqueta="Salario integral" name={c.field.name} valor={c.field.value === true} onChange={(v) => c.field.onChange(v)} />} />
        {seleccion('relacionLaboral', 'Relación laboral', opcionesDe(cat?.RELACION_LABORAL))}
        {seleccion('tipoSalario', 'Tipo de salario', opcionesDe(cat?.TIPO_SALARIO))}
        {seleccion('riesgoArl', 'Riesgo ARL', opcionesDe(cat?.RIESGO_ARL))}
        {id('centroTrabajoId', 'Centro de trabajo', opcionesId(centros.data))}
      </Rejilla>
      <Rejilla elemento="div" etiqueta="Jornada y organización">
        <Controller
          control={control}
          name="tipoJornada"
          render={(c) => (
            <Seleccion etiqueta="Tipo de jornada" requerido {...propsDeControl(c)} valor={c.field.value ?? ''} onChange={(v) => c.field.onChange(v || undefined)} opciones={TIPO_JORNADA_ORDEN.opciones} vacia="Seleccione" />
          )}
        />
        {tipoJornada === 'P' && <Controller control={control} name="horasJornada" render={(c) => <CampoNumero etiqueta="Horas de la jornada" requerido {...propsDeControl(c)} valor={c.field.value ?? null} />} />}
        {id('dptoId', 'Centro de costo (dpto)', opcionesId(maestros?.centrosCosto))}
        {NIVEL_ORGANIZACIONAL.opciones.map((n, i) =>
          // Only the levels the client's configuration requires: the others are Talento's to complete.
          reglas.nivelesRequeridos.includes(n.valor)
            ? id(CAMPOS_NIVEL[i] as (typeof CAMPOS_NIVEL)[number], `Nivel ${n.valor}: ${n.etiqueta}`, opcionesId(maestros?.niveles.filter((x) => x.nivel === n.valor)))
            : null,
        )}
      </Rejilla>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {reglas.ofertaMercantil && <CampoArea etiqueta="Obra o labor" requerido rows={3} {...register('obraLabor')} error={errores.obraLabor?.message} />}
        <CampoArea etiqueta="Observaciones" rows={3} {...register('observaciones')} error={errores.observaciones?.message} />
      </div>
    </div>
  );
}
