import { Controller, useWatch } from 'react-hook-form';
import { CampoNumero, CampoTexto, Casilla, propsDeControl, Seleccion, SelectorFechaIso } from '@talento/ui';
import { JORNADA_LABORAL, JORNADAS_CON_HORARIO, PEDIDO_LIMITES, ventanaSelector } from '@talento/rules';
import { errorDe, numeroOVacio, Seccion, type PropsSeccion } from './campos';
import type { ConfiguracionFormulario } from './valores';

interface Props extends PropsSeccion {
  config: ConfiguracionFormulario;
}


/** An empty time input means no hour (null), as the schema has it. */
const horaONula = (valor: unknown): string | null => (typeof valor === 'string' && valor !== '' ? valor : null);

/** Work day (hours required for 2 and 3), entry date (today..12 months), order type, branch and the rest. */
export function SeccionJornada({ form, deshabilitado, config }: Props) {
  const { control, register, formState } = form;
  const jornada = useWatch({ control, name: 'jornadaLaboral' });
  const conHorario = (JORNADAS_CON_HORARIO as readonly (number | undefined)[]).includes(jornada);
  return (
    <Seccion titulo="Jornada, ingreso y tipo de pedido">
      <Controller
        control={control}
        name="jornadaLaboral"
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
      <CampoTexto
        etiqueta={conHorario ? 'Hora de inicio' : 'Hora de inicio (opcional)'}
        requerido={conHorario}
        type="time"
        {...register('horarioInicio', { setValueAs: horaONula })}
        error={errorDe(formState.errors, 'horarioInicio')}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta={conHorario ? 'Hora de fin' : 'Hora de fin (opcional)'}
        requerido={conHorario}
        type="time"
        {...register('horarioFin', { setValueAs: horaONula })}
        error={errorDe(formState.errors, 'horarioFin')}
        disabled={deshabilitado}
      />
      <Controller
        control={control}
        name="fechaIngreso"
        render={(c) => (
          <SelectorFechaIso
            etiqueta="Fecha de ingreso"
            requerido
            {...propsDeControl(c)}
            min={ventanaSelector(PEDIDO_LIMITES.mesesMaxFechaIngreso).min}
            max={ventanaSelector(PEDIDO_LIMITES.mesesMaxFechaIngreso).max}
            disabled={deshabilitado}
          />
        )}
      />
      <Controller
        control={control}
        name="tipoPedido"
        render={(c) => (
          <Seleccion
            etiqueta="Tipo de pedido"
            requerido
            {...propsDeControl(c)}
            opciones={config.tiposPedido.map((t) => ({ valor: t.codigo, etiqueta: t.nombre }))}
            disabled={deshabilitado}
          />
        )}
      />
      <Controller
        control={control}
        name="sucursalId"
        render={(c) => (
          <Seleccion
            etiqueta="Sucursal"
            requerido
            {...propsDeControl(c)}
            onChange={(v) => c.field.onChange(numeroOVacio(v))}
            opciones={config.sucursales.map((s) => ({ valor: s.id, etiqueta: `${s.nombre} (${s.ciudad})` }))}
            disabled={deshabilitado}
          />
        )}
      />
      <Controller
        control={control}
        name="minimoCandidatosVacante"
        render={(c) => (
          <CampoNumero etiqueta="Candidatos por vacante" requerido vacio={null} {...propsDeControl(c)} disabled={deshabilitado} />
        )}
      />
      <div className="flex items-end pb-2">
        <Controller
          control={control}
          name="esDestacado"
          render={({ field }) => (
            <Casilla
              etiqueta="Pedido urgente (destacado)"
              valor={field.value}
              onChange={field.onChange}
              ref={field.ref}
              disabled={deshabilitado}
            />
          )}
        />
      </div>
    </Seccion>
  );
}
