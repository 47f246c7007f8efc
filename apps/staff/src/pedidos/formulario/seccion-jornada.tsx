import { CampoTexto, SelectorFecha } from '@talento/ui';
import { JORNADA_LABORAL, JORNADAS_CON_HORARIO, PEDIDO_LIMITES, ventanaSelector } from '@talento/rules';
import { Casilla, Seccion, Seleccion, type PropsSeccion } from './campos';
import type { ConfiguracionFormulario } from './estado';

interface Props extends PropsSeccion {
  config: ConfiguracionFormulario;
}


/** Work day (hours required for 2 and 3), entry date (today..12 months), order type, branch and the rest. */
export function SeccionJornada({ estado, cambiar, errores, deshabilitado, config }: Props) {
  const conHorario =
    (JORNADAS_CON_HORARIO as readonly number[]).includes(Number(estado.jornadaLaboral)) &&
    estado.jornadaLaboral !== '';
  return (
    <Seccion titulo="Jornada, ingreso y tipo de pedido">
      <Seleccion
        etiqueta="Jornada laboral"
        valor={estado.jornadaLaboral}
        onChange={(jornadaLaboral) => cambiar({ jornadaLaboral })}
        opciones={JORNADA_LABORAL.opciones.map((o) => ({ valor: String(o.valor), etiqueta: o.etiqueta }))}
        error={errores.jornadaLaboral}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta={conHorario ? 'Hora de inicio' : 'Hora de inicio (opcional)'}
        type="time"
        value={estado.horarioInicio}
        onChange={(e) => cambiar({ horarioInicio: e.target.value })}
        error={errores.horarioInicio}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta={conHorario ? 'Hora de fin' : 'Hora de fin (opcional)'}
        type="time"
        value={estado.horarioFin}
        onChange={(e) => cambiar({ horarioFin: e.target.value })}
        error={errores.horarioFin}
        disabled={deshabilitado}
      />
      <SelectorFecha
        etiqueta="Fecha de ingreso"
        name="fechaIngreso"
        valor={estado.fechaIngreso}
        onChange={(fechaIngreso) => cambiar({ fechaIngreso })}
        min={ventanaSelector(PEDIDO_LIMITES.mesesMaxFechaIngreso).min}
        max={ventanaSelector(PEDIDO_LIMITES.mesesMaxFechaIngreso).max}
        error={errores.fechaIngreso}
        disabled={deshabilitado}
      />
      <Seleccion
        etiqueta="Tipo de pedido"
        valor={estado.tipoPedido}
        onChange={(tipoPedido) => cambiar({ tipoPedido })}
        opciones={config.tiposPedido.map((t) => ({ valor: t.codigo, etiqueta: t.nombre }))}
        error={errores.tipoPedido}
        disabled={deshabilitado}
      />
      <Seleccion
        etiqueta="Sucursal"
        valor={estado.sucursalId}
        onChange={(sucursalId) => cambiar({ sucursalId })}
        opciones={config.sucursales.map((s) => ({
          valor: String(s.id),
          etiqueta: `${s.nombre} (${s.ciudad})`,
        }))}
        error={errores.sucursalId}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta="Candidatos por vacante"
        inputMode="numeric"
        value={estado.minimoCandidatosVacante}
        onChange={(e) => cambiar({ minimoCandidatosVacante: e.target.value })}
        error={errores.minimoCandidatosVacante}
        disabled={deshabilitado}
      />
      <div className="flex items-end pb-2">
        <Casilla
          etiqueta="Pedido urgente (destacado)"
          valor={estado.esDestacado}
          onChange={(esDestacado) => cambiar({ esDestacado })}
          disabled={deshabilitado}
        />
      </div>
    </Seccion>
  );
}
