import { Controller } from 'react-hook-form';
import { propsDeControl, Seleccion, SelectorFechaIso } from '@talento/ui';
import { PEDIDO_LIMITES, ventanaSelector } from '@talento/rules';
import { numeroOVacio, Seccion, type PropsSeccion } from './campos';
import { CampoCandidatosPorVacante, CasillaUrgente } from './comun/campos-busqueda';
import { CamposJornada } from './comun/campos-jornada';
import type { ConfiguracionFormulario } from './valores';

interface Props extends PropsSeccion {
  config: ConfiguracionFormulario;
}

/** Work day (hours required for 2 and 3), entry date (today..12 months), order type, branch and the rest. */
export function SeccionJornada({ form, deshabilitado, config }: Props) {
  const { control } = form;
  return (
    <Seccion titulo="Jornada, ingreso y tipo de pedido">
      <CamposJornada prefijo="" deshabilitado={deshabilitado} horasOpcionales />
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
      <CampoCandidatosPorVacante prefijo="" deshabilitado={deshabilitado} />
      <div className="flex items-end pb-2">
        <CasillaUrgente deshabilitado={deshabilitado} />
      </div>
    </Seccion>
  );
}
