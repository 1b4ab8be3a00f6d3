/// The strings the calibration measures: short interface strings of the kinds iOS screens show
/// (button and row titles, navigation titles, values, dates, prices, messages), and sentences
/// laid out at many widths to compare where lines break. Written for this benchmark.
enum CalibrationCorpus {
    /// Interface strings, measured on one line.
    static let strings: [String] = controls + navigation + settings + values + messages

    static let controls = [
        "OK", "Cancel", "Done", "Edit", "Save", "Delete", "Share", "Add", "Remove", "Close", "Back",
        "Next", "Continue", "Skip", "Retry", "Try Again", "Sign In", "Sign Up", "Log In", "Log Out",
        "Sign in with Apple", "Create Account", "Forgot Password?", "Reset Password", "Send", "Reply",
        "Forward", "Archive", "Move", "Copy", "Paste", "Select All", "Undo", "Redo", "Search",
        "Filter", "Sort", "Sort by Date", "Show More", "Show Less", "See All", "View Details",
        "Learn More", "Get Started", "Upgrade to Pro", "Restore Purchases", "Subscribe", "Buy Now",
        "Add to Cart", "Checkout", "Place Order", "Apply", "Clear", "Clear All", "Reset", "Refresh",
        "Download", "Upload", "Open", "Open in Safari", "Add to Favorites", "Remove from List",
        "Mark as Read", "Mark as Unread", "Turn On Notifications", "Not Now", "Allow", "Don’t Allow",
        "Enable", "Disable", "Connect", "Disconnect", "Call", "Message", "FaceTime", "Mail",
        "Follow", "Unfollow", "Following", "Like", "Comment", "Invite Friends", "New Note",
        "New Folder", "New Reminder", "Add Photo", "Take Photo", "Choose from Library", "Record",
        "Play", "Pause", "Stop", "Shuffle", "Repeat", "Start Workout", "End Workout", "Log Meal",
    ]

    static let navigation = [
        "Settings", "General", "Privacy & Security", "Notifications", "Appearance", "Account",
        "Profile", "Home", "Library", "Browse", "Discover", "For You", "Favorites", "Recents",
        "History", "Downloads", "Inbox", "Drafts", "Sent", "Trash", "Archive", "Calendar", "Today",
        "Upcoming", "Completed", "All Tasks", "My Lists", "Shopping List", "Groceries", "Recipes",
        "Workouts", "Activity", "Summary", "Statistics", "Weather", "Forecast", "Photos", "Albums",
        "Memories", "Messages", "Contacts", "Friends", "Followers", "Explore", "Trending", "News",
        "Top Stories", "Podcasts", "Music", "Playlists", "Artists", "Songs", "Movies", "TV Shows",
        "Wallet", "Transactions", "Budget", "Expenses", "Income", "Savings Goal", "Portfolio",
        "Watchlist", "Orders", "Order History", "Payment Methods", "Shipping Address", "Help",
        "Help & Support", "About", "Terms of Service", "Privacy Policy", "Licenses", "Feedback",
        "Rate This App", "What’s New", "Onboarding", "Welcome back!", "Good morning, Anna",
    ]

    static let settings = [
        "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Airplane Mode", "Do Not Disturb",
        "Screen Time", "Display & Brightness", "Sounds & Haptics", "Battery", "Storage",
        "Language & Region", "Date & Time", "Keyboard", "Accessibility", "Dark Mode",
        "Use System Setting", "Text Size", "Bold Text", "Face ID & Passcode", "Emergency SOS",
        "Location Services", "Background App Refresh", "Automatic Downloads", "Show Previews",
        "Allow Notifications", "Sounds", "Badges", "Banners", "Lock Screen", "Notification Center",
        "Time Sensitive", "Daily Reminder", "Reminder Time", "Units", "Metric", "Imperial",
        "Currency", "Default Account", "iCloud Sync", "Export Data", "Import Data", "Delete Account",
        "Version", "Build", "Username", "Email Address", "Phone Number", "Password",
        "Confirm Password", "First Name", "Last Name", "Date of Birth", "Street Address", "City",
        "Postal Code", "Country", "Company", "Notes", "Website", "Birthday", "Categories", "Tags",
        "Priority", "Due Date", "Repeat Every Week", "Alert", "Travel Time", "Location", "Invitees",
    ]

    static let values = [
        "$0.00", "$12.99", "$1,234.56", "€49,90", "£3.50", "-$250.00", "+$1,050.00", "99¢", "0",
        "1", "7", "12", "42", "100", "365", "1,024", "12,345", "1.5 km", "3.2 mi", "72°", "-4°",
        "68°F", "21 °C", "H:75° L:58°", "UV Index 6", "45%", "100%", "12:45 PM", "9:41", "23:59",
        "7:30 AM – 8:15 AM", "2h 15m", "45 min", "1:23:45", "Today, 9:41 AM", "Yesterday",
        "Monday", "Tuesday, March 4", "Sep 12, 2025", "December 31, 2026", "2025-01-15",
        "3 days ago", "Just now", "5 minutes ago", "in 2 hours", "Week 32", "Q3 2026", "v2.4.1",
        "iOS 18.2", "8,432 steps", "1,850 kcal", "128 bpm", "7h 32m", "64 GB", "3.2 MB", "512 KB",
        "4.8 ★", "★★★★☆", "1 of 12", "Page 3", "12 items", "No items", "99+", "#1", "#swiftui",
        "@anna_k", "anna@example.com", "+1 (555) 010-9999", "https://example.com",
        "ABC-1234", "Order #10482", "Flight UA 857", "Gate B12", "Seat 23A", "Room 404",
    ]

    static let messages = [
        "No Results", "No results for “coffee”", "Nothing here yet", "You’re all caught up",
        "Something went wrong", "Check your connection and try again.", "Loading…",
        "Saving…", "Saved", "Sent", "Delivered", "Read 9:41 AM", "Typing…", "Offline",
        "Last updated 5 min ago", "Pull to refresh", "Tap to add a photo", "Swipe to delete",
        "Are you sure?", "This action cannot be undone.", "Your order is on the way!",
        "Payment successful", "Password must be at least 8 characters", "Invalid email address",
        "Welcome to the app", "Let’s get you set up", "Enter your email", "Search for places",
        "Search Settings", "What’s on your mind?", "Write a comment…", "Add a caption",
        "3 new messages", "1 unread notification", "2 people liked your photo",
        "Free shipping on orders over $50", "Limited time offer", "Best Seller", "New Arrival",
        "Out of Stock", "Only 2 left in stock", "Arrives Thursday", "Ready for pickup",
        "Sunny", "Mostly Cloudy", "Light Rain", "Chance of showers this afternoon",
        "Feels like 68°", "Wind 12 mph NW", "Sunrise 6:42 AM", "Sunset 7:58 PM",
        "The quick brown fox jumps over the lazy dog", "Hello, World!", "Hello world",
        "SwiftUI", "Xcode", "iPhone 16 Pro", "MacBook Air", "AirPods Pro", "Apple Watch",
        "Lorem ipsum dolor sit amet", "Keep going — you’re almost there!",
        "Your streak: 12 days", "Goal reached 🎉", "Morning Run", "Evening Walk", "Yoga Flow",
        "Breakfast", "Lunch", "Dinner", "Snacks", "Water Intake", "Sleep Analysis",
    ]

    /// Sentences of body copy, laid out at every width of `widths` to compare line breaks.
    static let sentences = [
        "Get notified when your order ships and when it is out for delivery.",
        "Turn on notifications to hear about new episodes from the shows you follow.",
        "Your subscription renews automatically unless cancelled at least 24 hours before the end of the current period.",
        "We use your location to show nearby restaurants and to estimate delivery times.",
        "Photos and videos you delete are kept in Recently Deleted for 30 days.",
        "Sign in to sync your notes, reminders and settings across all of your devices.",
        "By continuing, you agree to our Terms of Service and acknowledge our Privacy Policy.",
        "Tap the plus button to add your first expense and start tracking your budget.",
        "Rain is expected around 3 PM, with gusts up to 25 mph later this evening.",
        "You have walked 8,432 steps today, which is 84% of your daily goal.",
        "Choose a strong password that you do not use for any other account.",
        "The meeting has been moved to Thursday at 10:30 AM in Conference Room B.",
        "Download episodes over Wi-Fi only to avoid using your cellular data plan.",
        "This recipe serves four people and takes about 45 minutes to prepare.",
        "Invite friends to join you and both of you get a free month of Premium.",
        "Background App Refresh lets apps update their content while they are not open.",
        "Your package was delivered to the front door at 2:14 PM on Tuesday.",
        "Reminders you complete are hidden; tap Show Completed to see them again.",
        "An update is available. Install it now to get the latest features and fixes.",
        "Keep your device close to the reader until you feel a vibration.",
        "Dark Mode uses a dark color scheme that works great in low-light environments.",
        "Connect your bank account to see all your transactions in one place.",
        "Add a short bio so people know a little more about you.",
        "The quick brown fox jumps over the lazy dog while the cat watches from the window.",
        "Swipe left on a message to archive it, or swipe right to mark it as read.",
        "Storage is almost full. Free up space by deleting apps or old photos.",
        "Your workout summary includes active calories, heart rate and distance.",
        "Save 20% on your first order with the code WELCOME20 at checkout.",
        "If you forget your passcode, you will need to erase this device.",
        "New York, London, Tokyo and Sydney are in your list of favorite cities.",
        "Screen Time reports show how much time you spend on apps and websites.",
        "Listen to the latest episode before it leaves the top charts this week.",
        "Your flight to San Francisco departs from Gate B12 at 6:45 PM.",
        "Use Face ID to unlock the app and approve purchases quickly and securely.",
        "Shared albums let you share photos and videos with the people you choose.",
        "Track your water intake, sleep and mood to see how they affect each other.",
        "Tap and hold an item to reorder it, or drag it to another list.",
        "This item ships in 2–3 business days and can be returned within 30 days.",
        "Please enter the six-digit code we sent to your phone number ending in 42.",
        "Everything you need to plan trips, book hotels and share your itinerary.",
    ]

    /// The widths, in points, the sentences are laid out at: 120 to 330 in steps of 10.
    static let widths: [Double] = stride(from: 120.0, through: 330.0, by: 10.0).map { $0 }
}
