// Linux's `UserNotifications` (Arrange's own module): the notification centre apps ask for
// permission and schedule reminders with. A preview has nobody to ask: authorisation stays
// `.notDetermined` (a request answers "not granted"), and scheduled requests are kept, so a
// test can read them back, but never delivered.
@_exported import Foundation
