import { useId } from 'react';
import { z } from 'zod';
import { formatoDinero, formatoFecha, formatoFechaHora, textoDiasRestantes } from '@talento/rules';
import { Boton, Dato, Rejilla, Seccion, useRecordado } from '@talento/ui';
import { CentroCosto } from './centro-costo';
import type { DetallePedido } from './tipos';

const siNo = (v: boolean) => (v ? 'Sí' : 'No');

function pruebas(p: DetallePedido): string {
  const nombres: [boolean, string][] = [
    [p.pruebas.fac, 'Preguntas Filtro'],
    [p.pruebas.detac, 'DETAC'],
    [p.pruebas.competencias, 'Competencias'],
    [p.pruebas.idisc, 'IDISC'],
    [p.pruebas.valores, 'Valores'],
    [p.pruebas.entrevistas, 'Video entrevista'],
  ];
  return (
    nombres
      .filter(([si]) => si)
      .map(([, n]) => n)
      .join(', ') || 'Ninguna'
  );
}

/**
 * Information panel: every field of the order a user entered or the process set. Folded by default (the
 * candidates come first, issue 13); open or closed is remembered in this browser.
 */
export function PanelInformacion({ pedido: p }: { pedido: DetallePedido }) {
  const [abierto, setAbierto] = useRecordado('pedido-detalle:informacion-abierta', z.boolean(), () => false);
  const idContenido = useId();
  const alternar = (
    <Boton
      variante="secundario"
      aria-expanded={abierto}
      aria-controls={idContenido}
      onClick={() => setAbierto((a) => !a)}
    >
      {abierto ? 'Ocultar información' : 'Mostrar información'}
    </Boton>
  );
  return (
    <Seccion titulo="Información del pedido" acciones={alternar}>
      <div id={idContenido} hidden={!abierto}>
        {abierto && <Campos p={p} />}
      </div>
    </Seccion>
  );
}

/** The order's fields, in the order of the order form. */
function Campos({ p }: { p: DetallePedido }) {
  const horario = p.horarioInicio && p.horarioFin ? `${p.horarioInicio} a ${p.horarioFin}` : null;
  return (
    <Rejilla>
      <Dato etiqueta="Cliente">{`${p.cliente.nombre} (${p.cliente.tipoDocumento} ${p.cliente.numeroDocumento})`}</Dato>
      <Dato etiqueta="Perfil / cargo">{p.perfil.nombreCargoPerfil}</Dato>
      <Dato etiqueta="Nombre del cargo">{p.nombreCargo}</Dato>
      <Dato etiqueta="Ciudad">{p.ciudad ? `${p.ciudad.nombre} (${p.ciudad.departamento})` : null}</Dato>
      <Dato etiqueta="Sucursal">{p.sucursal?.nombre}</Dato>
      <Dato etiqueta="Centro de costo">
        <CentroCosto key={p.version} pedido={p} />
      </Dato>
      {p.lineasCiudad.length > 0 && (
        <Dato etiqueta="Líneas por ciudad" ancho>
          <ul className="list-inside list-disc">
            {p.lineasCiudad.map((l) => (
              <li
                key={l.id}
              >{`${l.ciudad ?? 'Sin ciudad'}: ${l.vacantes} vacantes (${l.estadoEtiqueta})`}</li>
            ))}
          </ul>
        </Dato>
      )}
      <Dato etiqueta="Descripción" ancho>
        {p.descripcion}
      </Dato>
      <Dato etiqueta="Dirección donde presentarse">{p.direccionPresentarse}</Dato>
      <Dato etiqueta="Persona que autoriza el ingreso">{p.personaAutorizaIngreso}</Dato>
      <Dato etiqueta="Vacantes / cumplidas">{`${p.vacantes} / ${p.vacantesCumplidas}`}</Dato>
      <Dato etiqueta="Candidatos por vacante">{p.minimoCandidatosVacante}</Dato>
      <Dato etiqueta="Salario">{formatoDinero(p.salario)}</Dato>
      <Dato etiqueta="Comisión">{formatoDinero(p.comision)}</Dato>
      <Dato etiqueta="Ruta">{siNo(p.tieneRuta)}</Dato>
      <Dato etiqueta="Auxilio de transporte">
        {p.tieneAuxilioTransporte ? formatoDinero(p.auxilioTransporte) : 'No'}
      </Dato>
      <Dato etiqueta="Auxilio de alimentación">{formatoDinero(p.auxilioAlimentacion)}</Dato>
      <Dato etiqueta="Auxilio de internet">{formatoDinero(p.auxilioInternet)}</Dato>
      <Dato etiqueta="Auxilio de celular">{formatoDinero(p.auxilioCelular)}</Dato>
      <Dato etiqueta="Auxilio de rodamiento">{formatoDinero(p.auxilioRodamiento)}</Dato>
      <Dato etiqueta="Otros auxilios">
        {p.otrosAuxilios.length > 0
          ? p.otrosAuxilios.map((o) => `${o.nombre}: ${formatoDinero(o.valor)}`).join('; ')
          : null}
      </Dato>
      <Dato etiqueta="Jornada laboral">{p.jornadaLaboralEtiqueta}</Dato>
      <Dato etiqueta="Horario">{horario}</Dato>
      <Dato etiqueta="Tipo de pedido">{p.tipoPedidoEtiqueta}</Dato>
      <Dato etiqueta="Urgente">{siNo(p.esDestacado)}</Dato>
      <Dato etiqueta="Preguntas filtro (FAC)">
        {p.facDefinido ? (p.facNombre ?? 'Definido') : 'Sin definir'}
      </Dato>
      <Dato etiqueta="Pruebas">{pruebas(p)}</Dato>
      <Dato etiqueta="Fecha de solicitud">{formatoFecha(p.fechaSolicitud)}</Dato>
      <Dato etiqueta="Fecha de aprobación">{formatoFecha(p.fechaAprobacion)}</Dato>
      <Dato etiqueta="Fecha de ingreso">{formatoFecha(p.fechaIngreso)}</Dato>
      <Dato etiqueta="Fecha negociada">{formatoFecha(p.fechaNegociada)}</Dato>
      <Dato etiqueta="Preselección desde">{formatoFecha(p.fechaEstado2)}</Dato>
      <Dato etiqueta="Selección desde">{formatoFecha(p.fechaEstado3)}</Dato>
      <Dato etiqueta="Legalización desde">{formatoFecha(p.fechaEstado4)}</Dato>
      <Dato etiqueta="Fecha de cancelación">{formatoFecha(p.fechaCancelacion)}</Dato>
      <Dato etiqueta="Fecha de finalización">{formatoFecha(p.fechaFinalizacion)}</Dato>
      <Dato etiqueta="Días transcurridos">{p.diasTranscurridos}</Dato>
      <Dato etiqueta="Días restantes">
        {p.diasRestantes === null ? null : (
          <span
            className={textoDiasRestantes(p.diasRestantes).vencido ? 'font-semibold text-red-600' : undefined}
          >
            {textoDiasRestantes(p.diasRestantes).texto}
          </span>
        )}
      </Dato>
      <Dato etiqueta="Creado por">{p.creadoPor}</Dato>
      <Dato etiqueta="Encargado">{p.encargado}</Dato>
      <Dato etiqueta="Aprobado por">{p.actorAprobacion}</Dato>
      {p.cancelacion && (
        <>
          <Dato etiqueta="Causa de cancelación">
            <span data-testid="causa-cancelacion">{p.cancelacion.causaEtiqueta}</span>
          </Dato>
          <Dato etiqueta="Cancelado por">
            {`${p.cancelacion.actor ?? ''} ${formatoFechaHora(p.cancelacion.fecha)}`.trim()}
          </Dato>
          <Dato etiqueta="Razón de cancelación" ancho>
            {p.cancelacion.razon}
          </Dato>
        </>
      )}
    </Rejilla>
  );
}
