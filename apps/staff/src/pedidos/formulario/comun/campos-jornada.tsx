import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CampoTexto, propsDeControl, Seleccion } from '@talento/ui';
import { JORNADA_LABORAL, JORNADAS_CON_HORARIO } from '@talento/rules';
import { errorDe, numeroOVacio } from '../campos';
import { ruta, type EnRaizOLinea, type Prefijo } from './prefijo';

interface ValoresJornada {
  jornadaLaboral: number | undefined;
  horarioInicio: string | null;
  horarioFin: string | null;
}

/** An empty time input means no hour (null), as the schema has it. */
const horaONula = (valor: unknown): string | null =>
  typeof valor === 'string' && valor !== '' ? valor : null;

interface Props {
  prefijo: Prefijo;
  deshabilitado: boolean;
  /** The ordinary order offers the hours as optional for the other work days; the stock form only asks them for 2 and 3. */
  horasOpcionales: boolean;
}

/** Work day and its hours, required when the work day is 2 or 3 (spec 01 §5). */
export function CamposJornada({ prefijo, deshabilitado, horasOpcionales }: Props) {
  const { control, register, formState } = useFormContext<EnRaizOLinea<ValoresJornada>>();
  const jornada = useWatch({ control, name: ruta(prefijo, 'jornadaLaboral') });
  const conHorario = (JORNADAS_CON_HORARIO as readonly (number | undefined)[]).includes(jornada);
  const hora = (campo: 'horarioInicio' | 'horarioFin', etiqueta: string) => (
    <CampoTexto
      etiqueta={conHorario ? etiqueta : `${etiqueta} (opcional)`}
      requerido={conHorario}
      type="time"
      {...register(ruta(prefijo, campo), { setValueAs: horaONula })}
      error={errorDe(formState.errors, ruta(prefijo, campo))}
      disabled={deshabilitado}
    />
  );
  return (
    <>
      <Controller
        control={control}
        name={ruta(prefijo, 'jornadaLaboral')}
        render={(c) => (
          <Seleccion
            etiqueta="Jornada laboral"
            requerido
            {...propsDeControl(c)}
            onChange={(v) => c.field.onChange(numeroOVacio(v))}
            opciones={JORNADA_LABORAL.opciones.map((o) => ({ valor: o.valor, etiqueta: o.etiqueta }))}
            disabled={deshabilitado}
          />
        )}
      />
      {(conHorario || horasOpcionales) && (
        <>
          {hora('horarioInicio', 'Hora de inicio')}
          {hora('horarioFin', 'Hora de fin')}
        </>
      )}
    </>
  );
}
