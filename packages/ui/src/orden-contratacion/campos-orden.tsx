import { Controller, type Control } from 'react-hook-form';
import {
  fechaEnZonaNegocio,
  inicioDelDia,
  TIPO_JORNADA_ORDEN,
  type CampoNivel,
  type CamposOrdenContratacion,
  type CamposOrdenContratacionEntrada,
} from '@talento/rules';
import { CampoNumero } from '../campo-numero';
import { Seleccion } from '../campos-formulario';
import { propsDeControl } from '../props-de-control';
import { SelectorFecha } from '../selector-fecha';

/**
 * Fields of the hiring order (spec 01 §3) that the staff screen and the client portal's "start an order" render
 * alike: one piece, so both keep the same null/empty conventions the shared schema expects.
 */
export type ControlOrden = Control<CamposOrdenContratacionEntrada, unknown, CamposOrdenContratacion>;

type CampoCatalogoOrden =
  | 'relacionLaboral'
  | 'tipoSalario'
  | 'riesgoArl'
  | 'tipoComision'
  | 'tipoVariable'
  | 'conceptoSalario1'
  | 'conceptoSalario2';
type CampoIdOrden = 'dptoId' | 'centroTrabajoId' | CampoNivel;

interface PropsCampo<C> {
  control: ControlOrden;
  campo: C;
  etiqueta: string;
  requerido?: boolean;
  disabled?: boolean;
}

/** Catalogue options as the selects show them. */
export const opcionesCatalogo = (catalogo: readonly { codigo: string; nombre: string }[] | undefined) =>
  (catalogo ?? []).map((x) => ({ valor: x.codigo, etiqueta: x.nombre }));

/** Master rows (cost centres, levels, work centres) as "código - nombre" options. */
export const opcionesCodigoNombre = (
  filas: readonly { id: number; codigo: string; nombre: string }[] | undefined,
) => (filas ?? []).map((x) => ({ valor: x.id, etiqueta: `${x.codigo} - ${x.nombre}` }));

/** A select whose "Seleccione" is null (not chosen), as the schema has it; `leer` turns the chosen text into the value. */
function SeleccionNula<C extends CampoCatalogoOrden | CampoIdOrden>({
  control,
  campo,
  etiqueta,
  requerido = false,
  disabled,
  opciones,
  leer,
}: PropsCampo<C> & {
  opciones: { valor: string | number; etiqueta: string }[];
  leer: (texto: string) => string | number;
}) {
  return (
    <Controller
      control={control}
      name={campo}
      render={(c) => (
        <Seleccion
          etiqueta={etiqueta}
          requerido={requerido}
          disabled={disabled}
          {...propsDeControl(c)}
          valor={c.field.value ?? ''}
          onChange={(v) => c.field.onChange(v === '' ? null : leer(v))}
          opciones={opciones}
          vacia="Seleccione"
        />
      )}
    />
  );
}

/** A catalogue code select. */
export function SeleccionCatalogoOrden(
  props: PropsCampo<CampoCatalogoOrden> & { opciones: { valor: string; etiqueta: string }[] },
) {
  return <SeleccionNula {...props} leer={(v) => v} />;
}

/** A master-row select (its id). */
export function SeleccionIdOrden(
  props: PropsCampo<CampoIdOrden> & { opciones: { valor: number; etiqueta: string }[] },
) {
  return <SeleccionNula {...props} leer={Number} />;
}

/** Entry date: the day as the business time zone's date string ('' while not chosen). */
export function FechaIngresoOrden({ control, disabled }: { control: ControlOrden; disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name="fechaIngreso"
      render={(c) => (
        <SelectorFecha
          etiqueta="Fecha de ingreso"
          requerido
          disabled={disabled}
          name={c.field.name}
          valor={typeof c.field.value === 'string' && c.field.value ? inicioDelDia(c.field.value) : null}
          onChange={(d) => c.field.onChange(d ? fechaEnZonaNegocio(d) : '')}
          error={c.fieldState.error?.message}
        />
      )}
    />
  );
}

/** Work-day type and, for a part-time day ('P'), its hours. */
export function JornadaOrden({
  control,
  tipoJornada,
  disabled,
  horasDeshabilitadas,
}: {
  control: ControlOrden;
  tipoJornada: string | undefined;
  disabled?: boolean;
  horasDeshabilitadas?: boolean;
}) {
  return (
    <>
      <Controller
        control={control}
        name="tipoJornada"
        render={(c) => (
          <Seleccion
            etiqueta="Tipo de jornada"
            requerido
            disabled={disabled}
            {...propsDeControl(c)}
            valor={c.field.value ?? ''}
            onChange={(v) => c.field.onChange(v || undefined)}
            opciones={TIPO_JORNADA_ORDEN.opciones}
            vacia="Seleccione"
          />
        )}
      />
      {tipoJornada === 'P' && (
        <Controller
          control={control}
          name="horasJornada"
          render={(c) => (
            <CampoNumero
              etiqueta="Horas de la jornada"
              requerido
              disabled={horasDeshabilitadas}
              {...propsDeControl(c)}
              valor={c.field.value ?? null}
            />
          )}
        />
      )}
    </>
  );
}
