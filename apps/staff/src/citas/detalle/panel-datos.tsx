import { Link } from 'react-router';
import { formatoFechaHora, RAZON_ENTREVISTA } from '@talento/rules';
import { Dato, Rejilla, Seccion } from '@talento/ui';
import { EnlaceHv } from '../../comun/enlaces';
import type { DetalleCita } from './tipos';

/** The appointment's data that is not changed on this screen: who, when, where, for what and why. */
export function PanelDatos({ cita: c }: { cita: DetalleCita }) {
  return (
    <Seccion titulo="Datos de la cita">
      <Rejilla>
        <Dato etiqueta="Candidato">
          {c.candidato.candidatoId === null ? (
            `${c.candidato.nombre} (espontáneo)`
          ) : (
            <EnlaceHv candidatoId={c.candidato.candidatoId}>{c.candidato.nombre}</EnlaceHv>
          )}
        </Dato>
        <Dato etiqueta="Documento">{c.candidato.documento}</Dato>
        <Dato etiqueta="Correo electrónico">{c.candidato.email}</Dato>
        <Dato etiqueta="Teléfono">{c.candidato.telefono}</Dato>
        <Dato etiqueta="Razón de la entrevista">{RAZON_ENTREVISTA.etiqueta(c.razonEntrevista)}</Dato>
        <Dato etiqueta="Cliente">{c.cliente?.nombre}</Dato>
        <Dato etiqueta="Fecha y hora de la entrevista">{formatoFechaHora(c.fechaHoraEntrevista)}</Dato>
        <Dato etiqueta="Duración">{`${c.duracionMinutos} minutos`}</Dato>
        <Dato etiqueta="Lugar" ancho>
          {c.lugar === 'virtual' && c.enlaceVirtual ? (
            <>
              Videollamada:{' '}
              <a
                href={c.enlaceVirtual}
                target="_blank"
                rel="noreferrer"
                className="text-marca-700 underline-offset-2 hover:underline"
              >
                {c.enlaceVirtual}
              </a>
            </>
          ) : (
            c.textoLugar
          )}
        </Dato>
        <Dato etiqueta="Sucursal">{c.sucursal?.nombre}</Dato>
        <Dato etiqueta="Ciudad">{c.ciudad?.nombre}</Dato>
        <Dato etiqueta="Creada por">{`${c.usuarioCreador.nombre} · ${formatoFechaHora(c.createdAt)}`}</Dato>
        <Dato etiqueta="Invitación enviada">{c.correoEnviado ? 'Sí' : 'No'}</Dato>
        {c.citaPadreReagendadaId !== null && (
          <Dato etiqueta="Reagenda la cita">
            <Link
              to={`/detail-cita/${c.citaPadreReagendadaId}`}
              className="text-marca-700 underline-offset-2 hover:underline"
            >
              Cita {c.citaPadreReagendadaId}
            </Link>
          </Dato>
        )}
        {c.citaReagendadaEnId !== null && (
          <Dato etiqueta="Reagendada en">
            <Link
              to={`/detail-cita/${c.citaReagendadaEnId}`}
              className="text-marca-700 underline-offset-2 hover:underline"
            >
              Cita {c.citaReagendadaEnId}
            </Link>
          </Dato>
        )}
        {c.razonReagendamiento && (
          <Dato etiqueta="Razón del reagendamiento" ancho>
            {c.razonReagendamiento}
          </Dato>
        )}
        <Dato etiqueta="Comentario" ancho>
          {c.comentario}
        </Dato>
      </Rejilla>
    </Seccion>
  );
}
