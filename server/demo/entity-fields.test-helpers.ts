// The entity fields of the spec's entity definitions, written out here (not imported from the generator's types) so
// the demo test checks the spec.
export const SESSION_FIELDS = `sessionId localizedId sessionInstanceId sessionCode isMandatory title description abstract aiDescription
partnerOutcome roomId location directLink speakerIds startDateTime endDateTime sessionType priorityTrack sessionLevel format
solutionArea durationInMinutes onDemand hasOnDemand onDemandSecondary onDemandThumbnail liveStream hasLiveStream
liveStreamSecondary slideDeck sessionLinks isLabActive isCapacityControlled roomHasCapacity waitlistHasCapacity
relatedSessionCodes repeatedSessions relatedResources nextStep businessOutcome tags isPopular theme topic topics childModules
siblingModules rsvpOpensAt hasRsvpOpened hasRsvpClosed launchLabLink canBeScheduled canUserModifySchedule
canBeRemovedFromSchedule doNotPublishVideo failoverVideoUrl mediusChatUrl teamsLiveEvent teamsMeeting pubbleAppId heroSession
restrictedScopes track role roles industry captionFileLink salesPlay timeZoneRegion sponsoredBy associatedCompanies
audioLanguage captionLanguage aslSupported isExternalUrlSession partnerType enrollmentStatus deliveryTypes viewingOptions
learningZoneTopic communityTopic programmingLanguages audienceTypes ogTitle ogDescription ogImage sortRank sortTitle
resourceUrl imageUrl resourceCategory isFeatured sessionLanguage regions broadcastZones reportingTopic event
hasFinishedStreaming isStreaming detailNavigation sessionTypeLogical sessionDeliveryTypes sessionViewingOptions
sponsorId doNotPublishSlides sessionTrailer products product targetAudience downloadVideoLink translatorLink registrationLink
popupSessionHostDetails contentArea learningPath connectionZoneTopic region`.split(/\s+/);
export const SPEAKER_FIELDS = 'speakerId displayName company photo thumbnail bio firstName lastName'.split(' ');
export const COMPANY_FIELDS = 'companyId name logo website booth offers'.split(' ');
export const ATTENDEE_FIELDS = `attendeeId userId displayName firstName lastName photo company jobTitle bio email region participationType
bluesky youtube instagram twitter linkedin facebook website github displaySessions isAvailableForMeetings ogImage ogTitle
ogDescription`.split(/\s+/);
