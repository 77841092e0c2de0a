/** Where a participant's certificate is served: a stable URL (the language is a query parameter). */
export function certificatePath(eventId: string, participantId: string): string {
  const part = encodeURIComponent;
  return `/api/events/${part(eventId)}/participants/${part(participantId)}/certificate.pdf`;
}
