import { useCallback } from 'react';
import { AreaTexto, CampoTexto, Typeahead, type OpcionTypeahead } from '@talento/ui';
import {
  HORARIO_TRABAJO,
  MODO_SALARIO,
  PERFIL_LIMITES,
  PERIODO_PAGO,
  TIPO_PERFIL,
  TIPOLOGIA,
  formatoDinero,
  type CamposPerfilEntrada,
} from '@talento/rules';
import { trpc } from '../../trpc';
import { Casilla, Numero, Seccion, Seleccion } from '../comun/campos';
import type { PerfilResumen } from '../comun/tipos';
import { useMarca } from '../comun/obligatorio';
import type { PropsSeccion } from './estado';

interface Props extends PropsSeccion {
  cliente: OpcionTypeahead | null;
  cargo: OpcionTypeahead | null;
  elegirCliente: ((c: OpcionTypeahead | null) => void) | null;
  elegirCargo: (c: OpcionTypeahead | null) => void;
  /** Profiles of the client, for the parent-profile choice. */
  perfilesCliente: PerfilResumen[];
  puedeDefinirPruebas: boolean;
}

const num = (v: string) => (v === '' ? undefined : Number(v));

/** Client, position identification, test type, typology, search days, parent profile, salary and schedule. */
export function SeccionGeneral(props: Props) {
  const o = useMarca();
  const { campos: c, cambiar, errores, deshabilitado, catalogos, cliente, cargo } = props;
  const utils = trpc.useUtils();
  const buscarClientes = useCallback(
    async (texto: string): Promise<OpcionTypeahead[]> =>
      (await utils.catalogos.clientes.fetch({ texto })).map((x) => ({ id: x.id, etiqueta: x.nombre, detalle: x.numeroDocumento })),
    [utils],
  );
  const buscarCargos = useCallback(
    async (texto: string): Promise<OpcionTypeahead[]> =>
      (await utils.perfiles.cargos.fetch({ texto })).map((x) => ({ id: x.id, etiqueta: x.nombre, detalle: x.codigo })),
    [utils],
  );
  return (
    <Seccion titulo="Identificación del cargo">
      {props.elegirCliente ? (
        <Typeahead
          etiqueta={`Cliente${o}`}
          name="cliente"
          valor={cliente}
          onChange={props.elegirCliente}
          buscar={buscarClientes}
          minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCliente}
          error={errores.clienteId}
          disabled={deshabilitado}
        />
      ) : (
        <CampoTexto etiqueta="Cliente" value={`${cliente?.etiqueta ?? ''} · ${cliente?.detalle ?? ''}`} readOnly disabled />
      )}
      <Typeahead
        etiqueta={`Cargo${o}`}
        name="cargo"
        valor={cargo}
        onChange={props.elegirCargo}
        buscar={buscarCargos}
        minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCargo}
        error={errores.cargoId}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta={`Nombre del cargo${o}`}
        value={c.nombreCargoPerfil ?? ''}
        maxLength={200}
        onChange={(e) => cambiar({ nombreCargoPerfil: e.target.value })}
        error={errores.nombreCargoPerfil}
        disabled={deshabilitado}
      />
      <Seleccion
        etiqueta={`Tipo de cargo${o}`}
        valor={c.tipoCargoId}
        onChange={(v) => cambiar({ tipoCargoId: num(v) })}
        opciones={catalogos.tiposCargo.map((t) => ({ valor: t.id, etiqueta: t.nombre }))}
        error={errores.tipoCargoId}
        disabled={deshabilitado}
      />
      <Seleccion
        etiqueta={props.puedeDefinirPruebas ? `Tipo de prueba${o}` : 'Tipo de prueba'}
        valor={c.tipo}
        onChange={(v) => cambiar({ tipo: (v === '' ? null : Number(v)) as CamposPerfilEntrada['tipo'] })}
        opciones={TIPO_PERFIL.opciones}
        error={errores.tipo}
        disabled={deshabilitado || !props.puedeDefinirPruebas}
        vacia="Sin definir"
      />
      <Seleccion
        etiqueta={`Tipología${o}`}
        valor={c.tipologia}
        onChange={(v) => cambiar({ tipologia: num(v) as CamposPerfilEntrada['tipologia'] })}
        opciones={TIPOLOGIA.opciones}
        error={errores.tipologia}
        disabled={deshabilitado}
      />
      <Numero
        etiqueta={`Días de búsqueda pactados${o}`}
        valor={c.tiempoDiasBusqueda}
        min={PERFIL_LIMITES.tiempoDiasBusquedaMinimo}
        onChange={(v) => cambiar({ tiempoDiasBusqueda: v ?? undefined })}
        error={errores.tiempoDiasBusqueda}
        disabled={deshabilitado}
      />
      <Seleccion
        etiqueta={`Modo de salario${o}`}
        valor={c.modoSalario}
        onChange={(v) => cambiar({ modoSalario: v as CamposPerfilEntrada['modoSalario'], ...(v === 'SMMLV' ? { salario: catalogos.smmlv } : {}) })}
        opciones={MODO_SALARIO.opciones}
        error={errores.modoSalario}
        disabled={deshabilitado}
      />
      <CampoTexto
        etiqueta={c.modoSalario === 'OTRO' ? `Salario${o}` : 'Salario (SMMLV)'}
        inputMode="numeric"
        maxLength={PERFIL_LIMITES.salarioMaxCaracteres}
        value={c.modoSalario === 'SMMLV' ? formatoDinero(catalogos.smmlv) : c.salario === null || c.salario === undefined ? '' : String(c.salario)}
        readOnly={c.modoSalario === 'SMMLV'}
        onChange={(e) => {
          const limpio = e.target.value.replace(/\D/g, '');
          cambiar({ salario: limpio === '' ? null : Number(limpio) });
        }}
        error={errores.salario}
        disabled={deshabilitado || c.modoSalario === 'SMMLV'}
      />
      <Seleccion
        etiqueta={`Periodo de pago${o}`}
        valor={c.periodoPago}
        onChange={(v) => cambiar({ periodoPago: num(v) as CamposPerfilEntrada['periodoPago'] })}
        opciones={PERIODO_PAGO.opciones}
        error={errores.periodoPago}
        disabled={deshabilitado}
      />
      <Seleccion
        etiqueta={`Horario de trabajo${o}`}
        valor={c.horarioTrabajo}
        onChange={(v) => cambiar({ horarioTrabajo: num(v) as CamposPerfilEntrada['horarioTrabajo'] })}
        opciones={HORARIO_TRABAJO.opciones}
        error={errores.horarioTrabajo}
        disabled={deshabilitado}
      />
      <div className="flex flex-col gap-2">
        <Casilla etiqueta="Es perfil derivado de otro" valor={c.esHijo ?? false} onChange={(esHijo) => cambiar({ esHijo })} disabled={deshabilitado} />
        <Casilla etiqueta="Es negociación" valor={c.esNegociacion ?? false} onChange={(esNegociacion) => cambiar({ esNegociacion })} disabled={deshabilitado} />
      </div>
      {c.esHijo && (
        <>
          <Seleccion
            etiqueta={`Perfil padre${o}`}
            valor={c.perfilPadreId}
            onChange={(v) => cambiar({ perfilPadreId: v === '' ? null : Number(v) })}
            opciones={props.perfilesCliente.map((p) => ({ valor: p.id, etiqueta: `${p.id} · ${p.nombreCargoPerfil}` }))}
            error={errores.perfilPadreId}
            disabled={deshabilitado}
          />
          <Casilla
            etiqueta="Cancela el perfil padre"
            valor={c.cancelaPerfilPadre ?? false}
            onChange={(cancelaPerfilPadre) => cambiar({ cancelaPerfilPadre })}
            disabled={deshabilitado}
          />
        </>
      )}
      <div className="md:col-span-2 lg:col-span-3">
        <AreaTexto
          etiqueta={`Misión del cargo${o}`}
          valor={c.misionCargoPerfil ?? ''}
          onChange={(misionCargoPerfil) => cambiar({ misionCargoPerfil })}
          error={errores.misionCargoPerfil}
          disabled={deshabilitado}
        />
      </div>
    </Seccion>
  );
}
